import { ACCOUNT_LINK_VALID_HOURS, FORGOT_PASSWORD_PAGE, SET_PASSWORD_PAGE, SIGN_IN_PAGE } from '../../../core/auth-pages';
import { JOIN_CODE_PARAM, joinPagePath } from '../../../core/join-link';
import type { MailMessage } from '../../mail/mailer';

const APP_NAME = 'Latihan Soal Matematika';
export const AUTH_API_PATH = '/math/api/auth';

/** Why a mail about an account is sent; each carries a link that lets the mailbox's owner set the password. */
export type AccountMailKind = 'verification' | 'existing-account' | 'password-reset';

const linkRule = `Tautan ini berlaku ${ACCOUNT_LINK_VALID_HOURS} jam dan hanya bisa dipakai sekali.`;
const notYou = 'Jika bukan Anda yang memintanya, abaikan email ini; akun Anda tetap aman.';

export function accountMail({
  kind,
  to,
  origin,
  token,
  isVerified,
  joinCode = null,
}: {
  kind: AccountMailKind;
  to: string;
  origin: string;
  token: string;
  isVerified: boolean;
  /** The class whose join link was followed before signing up (core/join-link.ts): the mail's links lead back to it. */
  joinCode?: string | null;
}): MailMessage {
  const joinParam = joinCode ? `&${JOIN_CODE_PARAM}=${joinCode}` : '';
  const setPasswordUrl = `${origin}/math${SET_PASSWORD_PAGE}?token=${token}${joinParam}`;
  const signInUrl = `${origin}/math${SIGN_IN_PAGE}${joinCode ? `?next=${encodeURIComponent(joinPagePath(joinCode))}` : ''}`;
  if (kind === 'verification') {
    return {
      to,
      subject: `Verifikasi email Anda - ${APP_NAME}`,
      text: `Halo,\n\nKlik tautan berikut untuk memverifikasi email Anda:\n${origin}${AUTH_API_PATH}/verify-email?token=${token}${joinParam}\n\n${linkRule} Jika Anda membukanya di perangkat atau browser lain dari tempat Anda mendaftar, Anda akan diminta membuat password di sana.\n\nJika Anda tidak mendaftar, abaikan email ini.`,
    };
  }
  if (kind === 'password-reset') {
    const verifies = isVerified ? '' : ' Email Anda sekaligus terverifikasi.';
    return {
      to,
      subject: `Atur ulang password - ${APP_NAME}`,
      text: `Halo,\n\nKami menerima permintaan untuk mengatur ulang password akun Anda. Buat password baru lewat tautan berikut:\n${setPasswordUrl}\n\n${linkRule} Setelah password baru tersimpan, semua perangkat yang sedang masuk akan dikeluarkan.${verifies}\n\n${notYou}`,
    };
  }
  const opening = `Halo,\n\nSeseorang (mungkin Anda) baru saja mencoba mendaftar di ${APP_NAME} dengan email ini. Email ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.`;
  const subject = `Akun Anda sudah terdaftar - ${APP_NAME}`;
  if (!isVerified) {
    return {
      to,
      subject,
      text: `${opening}\n\nAkun ini belum diverifikasi. Buat password Anda lewat tautan berikut; tautan ini sekaligus memverifikasi email Anda. Password yang dibuat saat pendaftaran sebelumnya tidak berlaku lagi.\n${setPasswordUrl}\n\n${linkRule}\n\n${notYou}`,
    };
  }
  return {
    to,
    subject,
    text: `${opening}\n\nSilakan masuk di:\n${signInUrl}\n\nLupa password? Buat password baru lewat tautan berikut:\n${setPasswordUrl}\n\n${linkRule} Tautan baru juga bisa diminta di ${origin}/math${FORGOT_PASSWORD_PAGE}.\n\n${notYou}`,
  };
}

/** The mail that confirms an address a pupil adds to the account their teacher made (decision 082). */
export function addEmailMail({ to, origin, token, loginName }: { to: string; origin: string; token: string; loginName: string }): MailMessage {
  return {
    to,
    subject: `Konfirmasi email Anda - ${APP_NAME}`,
    text: `Halo,\n\nAkun ${APP_NAME} dengan nama login ${loginName} ingin memakai email ini. Klik tautan berikut untuk menambahkannya:\n${origin}${AUTH_API_PATH}/add-email?token=${token}\n\n${linkRule} Setelah itu Anda dapat masuk dengan email ini atau nama login, dan memakai 'Lupa password?'.\n\n${notYou}`,
  };
}
