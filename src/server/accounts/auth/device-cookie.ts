import crypto from 'node:crypto';

export const DEVICE_COOKIE_NAME = 'lsm_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// A shared computer in a school lab keeps the tokens of its last few accounts.
const MAX_ACCOUNTS_PER_BROWSER = 5;
const SEPARATOR = '~';

export type DeviceToken = { nonce: string };

// OWASP "device cookies": a browser that once signed in to an account gets a token for it, an
// HMAC (key derived from the auth secret) over the account's email, the issue time and a random
// nonce. Presenting it exempts a sign-in to that account from the backoff strangers cause;
// the nonce keys the token's own small backoff. The email is not in the cookie, only in the MAC.
export function createDeviceCookies(secret: string, clock: () => Date) {
  const key = crypto.createHmac('sha256', secret).update('lsm-device-cookie-v1').digest();
  const macOf = (email: string, issuedAt: string, nonce: string) =>
    crypto.createHmac('sha256', key).update(`${email}\n${issuedAt}\n${nonce}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  function tokenFor(token: string, email: string): DeviceToken | null {
    const [issuedAt = '', nonce = '', mac = ''] = token.split('.');
    const issued = Number(issuedAt);
    if (!/^\d{1,12}$/.test(issuedAt) || !/^[\w-]{16,64}$/.test(nonce)) return null;
    if (nowSeconds() - issued > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
    const expected = Buffer.from(macOf(email, issuedAt, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { nonce } : null;
  }

  return {
    /** The valid token for this account among those the browser sent, if any. */
    find(cookieValue: string | undefined, email: string): DeviceToken | null {
      for (const token of cookieValue?.split(SEPARATOR) ?? []) {
        const found = tokenFor(token, email);
        if (found) return found;
      }
      return null;
    },
    /** The cookie value after a successful sign-in: a fresh token for this account first, the others kept. */
    renewed(cookieValue: string | undefined, email: string): string {
      const issuedAt = String(nowSeconds());
      const nonce = crypto.randomBytes(16).toString('base64url');
      const others = (cookieValue?.split(SEPARATOR) ?? []).filter((token) => /^[\w.-]{1,200}$/.test(token) && !tokenFor(token, email));
      return [`${issuedAt}.${nonce}.${macOf(email, issuedAt, nonce)}`, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join(SEPARATOR);
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
