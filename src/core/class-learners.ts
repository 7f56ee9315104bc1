import { isPlaceholderEmail } from './pupil-login';

// Issue 51: how a teacher's pages and files name a learner, and the limits of the 'No. absen' they
// set (its request schema is in core/classes.ts, so the class page's field does not load zod).

// The database CHECK on class_members.roll_number says the same (migration 0032).
export const ROLL_NUMBER_MIN = 1;
export const ROLL_NUMBER_MAX = 999;

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
