import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../core/password-policy';

export const ZEmailField = z.string().trim().min(1, 'Email wajib diisi.').pipe(z.email('Format email tidak valid.'));

export const ZRequiredPassword = z.string().min(1, 'Password wajib diisi.');

// The server's password bounds, checked here too so most mistakes never leave the form. Signing
// in checks only presence: an account may predate a change of the bounds.
export const ZNewPassword = ZRequiredPassword.min(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`).max(
  PASSWORD_MAX_LENGTH,
  `Password terlalu panjang (maks. ${PASSWORD_MAX_LENGTH} karakter).`,
);

/** What the login and sign-up forms hold, before the schemas trim and check it. */
export type TCredentials = { email: string; password: string };
