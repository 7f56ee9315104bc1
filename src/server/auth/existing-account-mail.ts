import { SET_PASSWORD_PAGE, SIGN_IN_PAGE } from '../../core/auth-pages';
import type { MailMessage } from '../mail/mailer';
import { SET_PASSWORD_LINK_TTL_MS } from './set-password-token';

const APP_NAME = 'Latihan Soal Matematika';

// Someone signed up with an email that already has an account. The sign-up answer hides that
// (no account enumeration), so the owner is told here: a sign-in link, or, when the account was
// never verified, a link to choose a password. Anyone could have made that unverified account
// with a password of their own; the link replaces it, verifies the address and ends every session.
export function existingAccountMail({
  user,
  origin,
  setPasswordToken,
}: {
  user: { email: string };
  origin: string;
  /** Given when the account is unverified: the mail then links to choosing a password (auth/set-password-token.ts). */
  setPasswordToken?: string;
}): MailMessage {
  const opening = `Halo,\n\nSeseorang (mungkin Anda) baru saja mencoba mendaftar di ${APP_NAME} dengan email ini. Email ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.`;
  const closing = 'Jika bukan Anda yang mendaftar, abaikan email ini; akun Anda tetap aman.';
  const subject = `Akun Anda sudah terdaftar - ${APP_NAME}`;
  if (setPasswordToken) {
    const url = `${origin}/math${SET_PASSWORD_PAGE}?token=${setPasswordToken}`;
    return {
      to: user.email,
      subject,
      text: `${opening}\n\nAkun ini belum diverifikasi. Buat password Anda lewat tautan berikut; tautan ini sekaligus memverifikasi email Anda. Password yang dibuat saat pendaftaran sebelumnya tidak berlaku lagi. Tautan berlaku ${SET_PASSWORD_LINK_TTL_MS / 3_600_000} jam dan hanya bisa dipakai sekali:\n${url}\n\n${closing}`,
    };
  }
  return { to: user.email, subject, text: `${opening}\n\nSilakan login di:\n${origin}/math${SIGN_IN_PAGE}\n\n${closing}` };
}
