// Spec 4 and 9, and issue 35: three roles; every sign-up starts as basic. A teacher is a learner
// who may also run classes; only an admin may enter the admin area.
export const ROLES = ['admin', 'teacher', 'basic'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'basic';

// How a role is shown to people, everywhere (docs/glossary.md): the stored values never are.
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', teacher: 'Guru', basic: 'Siswa' };

// A role read from storage that is not one we know grants nothing beyond basic.
export function roleOf(value: unknown): Role {
  return ROLES.find((role) => role === value) ?? DEFAULT_ROLE;
}

// Who may run classes (issue 35): teachers, and admins.
export function canTeach(role: Role): boolean {
  return role === 'teacher' || role === 'admin';
}
