import { z } from 'zod';

// Issue 51: how a teacher's pages and files name a learner, and the 'No. absen' they set.

// The database CHECK on class_members.roll_number says the same (migration 0032).
export const ROLL_NUMBER_MIN = 1;
export const ROLL_NUMBER_MAX = 999;
export const ZRollNumber = z.number().int().min(ROLL_NUMBER_MIN).max(ROLL_NUMBER_MAX);
export const ZSetRollNumberRequest = z.strictObject({ rollNumber: ZRollNumber.nullable() });
export type TSetRollNumberRequest = z.infer<typeof ZSetRollNumberRequest>;

// A pupil account made by a teacher has a placeholder address under the reserved `.invalid` top-level
// domain (RFC 2606) until the pupil adds a real one. Note: src/core/pupil-login.ts is to export
// `isPlaceholderEmail` (issue 51, point 3); once it lands, this check becomes an import of it.
const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith('.invalid');

/** The address a teacher may write to, or null for a placeholder. */
export const contactEmail = (email: string): string | null => (isPlaceholderEmail(email) ? null : email);

/**
 * The name a teacher sees: the learner's own, else a pupil's login name, else their address
 * (an account made before names existed), so no row of a report is blank.
 */
export function learnerName({ name, email, loginName }: { name: string; email: string; loginName: string | null }): string {
  const own = name.trim();
  if (own !== '') return own;
  return loginName ?? contactEmail(email) ?? email;
}
