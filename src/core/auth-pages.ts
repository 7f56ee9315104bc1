// SPA pages the server sends people to from mail and redirects (relative to the /math base).
export const SIGN_IN_PAGE = '/login';
// Where a verification link lands, with ?error=<code> when the link did not work.
export const EMAIL_VERIFIED_PAGE = '/email-terverifikasi';
// Where a mail's link lets its holder choose the account's password, with ?token=; it also
// verifies the address. ?dari=verifikasi: a verification link opened in another browser than the
// one that signed up.
export const SET_PASSWORD_PAGE = '/atur-password';
export const FROM_VERIFICATION_PARAM = 'dari';
export const FROM_VERIFICATION_VALUE = 'verifikasi';
// 'Lupa password?': asks for a mail with a set-password link.
export const FORGOT_PASSWORD_PAGE = '/lupa-password';
// A signed-in user's own account: change the password, sign out of every device.
export const ACCOUNT_PAGE = '/akun';

// Every link mailed about an account works once, for this long (server/accounts/auth/account-links.ts).
export const ACCOUNT_LINK_VALID_HOURS = 1;
// An account whose address nobody verified within this many days is deleted, and its address is
// free again (server/accounts/auth/unverified-accounts.ts).
export const UNVERIFIED_ACCOUNT_DAYS = 7;
// Where an add-email link (a pupil's account, decision 082) lands: ?email=ditambahkan, or
// ?email=<code> when the link did not work.
export const ADDED_EMAIL_PARAM = 'email';
export const ADDED_EMAIL_OUTCOMES = ['ditambahkan', 'kedaluwarsa', 'tidak-valid', 'terpakai'] as const;
export type AddedEmailOutcome = (typeof ADDED_EMAIL_OUTCOMES)[number];
