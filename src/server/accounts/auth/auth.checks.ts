import { z } from 'zod';
import { checkPersonName } from '../../../core/person-name';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { createError } from '../../http/app-error';

const ZEmail = z.email().max(254);

export function assertEmail(email: string) {
  if (!ZEmail.safeParse(email).success) throw createError({ code: 'auth.invalid_email', status: 400, message: 'Invalid email address' });
}

export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw createError({ code: 'auth.password_too_common', status: 400, message: 'Password is too common' });
}

// The checks better-auth makes at sign-up, with its codes, for the passwords we set ourselves.
export function assertNewPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) throw createError({ code: 'auth.password_too_short', status: 400, message: 'Password too short' });
  if (password.length > PASSWORD_MAX_LENGTH) throw createError({ code: 'auth.password_too_long', status: 400, message: 'Password too long' });
  assertUncommonPassword(password);
}

/** The name to store, cleaned (core/person-name.ts), or a 400 naming what is wrong: auth.name_required, auth.name_too_long, ... */
export function cleanedPersonName(typed: string): string {
  const check = checkPersonName(typed);
  if (!check.ok) throw createError({ code: `auth.name_${check.problem}`, status: 400, message: `Name not accepted: ${check.problem}` });
  return check.name;
}
