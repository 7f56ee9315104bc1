// SPA pages the server sends people to from mail and redirects (relative to the /math base).
export const SIGN_IN_PAGE = '/login';
// Where a verification link lands, with ?error=<better-auth code> when the link did not work.
export const EMAIL_VERIFIED_PAGE = '/email-terverifikasi';
// Where the "you already have an unverified account" mail's link lands, with ?token=: the owner
// chooses a password there, which also verifies the address.
export const SET_PASSWORD_PAGE = '/atur-password';
