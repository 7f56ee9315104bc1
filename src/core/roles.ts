// Spec 4 and 9: two roles; every sign-up starts as basic.
export const ROLES = ['admin', 'basic'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'basic';

// A role read from storage that is not one we know grants nothing beyond basic.
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : DEFAULT_ROLE;
}
