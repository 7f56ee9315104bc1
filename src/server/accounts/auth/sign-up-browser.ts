import crypto from 'node:crypto';
import { UNVERIFIED_ACCOUNT_DAYS } from '../../../core/auth-pages';

export const SIGN_UP_COOKIE_NAME = 'lsm_signup';
export const SIGN_UP_COOKIE_MAX_AGE_SECONDS = (UNVERIFIED_ACCOUNT_DAYS + 1) * 24 * 60 * 60;
// A shared computer in a school lab may sign up a few accounts in a row.
const MAX_ACCOUNTS_PER_BROWSER = 5;
const SEPARATOR = '~';

// The browser that signed an account up gets a mark for it: an HMAC (key derived from the auth
// secret) over the account's id. A verification link opened where the mark is keeps the password
// typed at sign-up; opened anywhere else, it asks for a password there (issue 49: a stranger may
// have signed the address up with a password of their own, and the owner only clicks the link).
export function createSignUpBrowsers(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('lsm-sign-up-browser-v1').digest();
  const markOf = (userId: string) => crypto.createHmac('sha256', key).update(userId).digest('base64url');
  const marksIn = (cookieValue: string | undefined) => (cookieValue?.split(SEPARATOR) ?? []).filter((mark) => /^[\w-]{43}$/.test(mark));
  const isSame = (given: string, expected: string) => crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));

  return {
    isMarked(cookieValue: string | undefined, userId: string): boolean {
      const expected = markOf(userId);
      return marksIn(cookieValue).some((mark) => isSame(mark, expected));
    },
    /** The cookie value after this browser signed the account up: its mark first, a few others kept. */
    marked(cookieValue: string | undefined, userId: string): string {
      const mark = markOf(userId);
      return [mark, ...marksIn(cookieValue).filter((other) => other !== mark)].slice(0, MAX_ACCOUNTS_PER_BROWSER).join(SEPARATOR);
    },
    /** The cookie value without the account's mark: this browser signed up again for an address that already had an account. */
    unmarked(cookieValue: string | undefined, userId: string): string {
      const mark = markOf(userId);
      return marksIn(cookieValue).filter((other) => other !== mark).join(SEPARATOR);
    },
  };
}

export type SignUpBrowsers = ReturnType<typeof createSignUpBrowsers>;
