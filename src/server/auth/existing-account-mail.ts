import { createEmailVerificationToken } from 'better-auth/api';
import { SIGN_IN_PAGE } from '../../core/auth-pages';
import type { MailMessage } from '../mail/mailer';

const APP_NAME = 'Latihan Soal Matematika';

// Someone signed up with an email that already has an account. The sign-up answer hides that
// (no account enumeration), so the owner is told here: a sign-in link, or a fresh verification
// link when the account was never verified (the first mail may have been lost). The app has no
// password reset to point to.
export async function existingAccountMail({
  user,
  origin,
  authBasePath,
  secret,
}: {
  user: { email: string; emailVerified: boolean };
  origin: string;
  authBasePath: string;
  secret: string;
}): Promise<MailMessage> {
  const opening = `Halo,\n\nSeseorang (mungkin Anda) baru saja mencoba mendaftar di ${APP_NAME} dengan email ini. Email ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.`;
  const closing = 'Jika bukan Anda yang mendaftar, abaikan email ini; akun Anda tetap aman.';
  if (!user.emailVerified) {
    const token = await createEmailVerificationToken(secret, user.email);
    const url = `${origin}${authBasePath}/verify-email?token=${token}`;
    return {
      to: user.email,
      subject: `Akun Anda sudah terdaftar - ${APP_NAME}`,
      text: `${opening}\n\nAkun ini belum diverifikasi. Klik tautan berikut untuk memverifikasi email Anda, lalu login dengan password yang Anda buat saat pertama mendaftar:\n${url}\n\n${closing}`,
    };
  }
  return {
    to: user.email,
    subject: `Akun Anda sudah terdaftar - ${APP_NAME}`,
    text: `${opening}\n\nSilakan login di:\n${origin}/math${SIGN_IN_PAGE}\n\n${closing}`,
  };
}
