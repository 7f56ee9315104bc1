import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { JOIN_CODE_PARAM, joinCodeOfParam } from '../../../core/join-link';
import { EMAIL_VERIFIED_PAGE, FROM_VERIFICATION_PARAM, FROM_VERIFICATION_VALUE, SET_PASSWORD_PAGE } from '../../../core/auth-pages';
import type { AccountMailSender } from './account-mail-sender';
import type { SessionLookupFn } from './session-lookup';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { commonErrors } from '../../http/app-error';
import type { BodyLimits } from '../../http/body-limits';
import type { AppEnv } from '../../http/context';
import type { Clock } from '../../http/limiter-common';
import { BASE_PATH } from '../../http/spa';
import { jsonOf, queryOf } from '../../http/validation';
import { ZAccountLinkToken } from './account-links';
import { describeAccountLink, openVerificationLink, requestPasswordReset, setPasswordFromLink, signOutEverywhere } from './account-links.usecases';
import { assertEmail, assertNewPassword } from './auth.checks';
import type { AuthHttp } from './auth.http';
import { ACCOUNT_LINK_CHECKS_PER_ADDRESS, PASSWORD_CHANGES_PER_ADDRESS, VERIFICATION_MAILS_PER_ADDRESS } from './auth.limits';
import { SIGN_UP_COOKIE_NAME } from './sign-up-browser';

const ZEmailBody = z.strictObject({ email: z.string().max(254), callbackURL: z.string().max(500).regex(/^\/math\//).optional() });
const ZSetPasswordBody = z.strictObject({ token: ZAccountLinkToken, newPassword: z.string().max(1000) });
const VERIFIED_PAGE_URL = `${BASE_PATH}${EMAIL_VERIFIED_PAGE}`;
// Asking for a reset answers alike for every address, and no faster for one without an account.
const RESET_ANSWER_FLOOR_MS = 400;

type Deps = {
  db: Database;
  limits: BodyLimits;
  clock: Clock;
  lookup: SessionLookupFn;
  changes: Changes;
  mails: AccountMailSender;
  http: AuthHttp;
  /** Whether this browser's sign-up cookie marks the account (sign-up-browser.ts). */
  isSignUpBrowser: (cookieValue: string | undefined, userId: string) => boolean;
};

// The links mailed about an account (auth/account-links.ts) and what a signed-in user does to
// the account's sessions.
export function accountLinkRoutes({ db, limits, clock, lookup, changes, mails, http, isSignUpBrowser }: Deps) {
  const { limitPerAddress, forward, mailOrigin } = http;
  return (
    new Hono<AppEnv>()
      // Whatever else the link carries, it lands on the page that says how it went, or on the
      // set-password page when this is not the browser that signed up.
      // A class code the link carries (a join link followed before signing up) goes along, checked
      // to be a code, so the page after it can lead back to that class's join page.
      .get('/verify-email', async (c) => {
        const token = c.req.query('token');
        const joinCode = joinCodeOfParam(c.req.query(JOIN_CODE_PARAM));
        const verifiedPage = (search: Record<string, string>) => {
          const query = new URLSearchParams({ ...search, ...(joinCode ? { [JOIN_CODE_PARAM]: joinCode } : {}) }).toString();
          return c.redirect(query ? `${VERIFIED_PAGE_URL}?${query}` : VERIFIED_PAGE_URL, 302);
        };
        if (!token || !ZAccountLinkToken.safeParse(token).success) return verifiedPage({ error: 'INVALID_TOKEN' });
        const cookieValue = getCookie(c, SIGN_UP_COOKIE_NAME);
        const outcome = await openVerificationLink({ db, now: clock() }, { token, isSignUpBrowser: (userId) => isSignUpBrowser(cookieValue, userId) });
        if (outcome === 'verified') return verifiedPage({});
        if (outcome === 'expired') return verifiedPage({ error: 'TOKEN_EXPIRED' });
        if (outcome === 'unknown') return verifiedPage({ error: 'INVALID_TOKEN' });
        const search = new URLSearchParams({ token, [FROM_VERIFICATION_PARAM]: FROM_VERIFICATION_VALUE, ...(joinCode ? { [JOIN_CODE_PARAM]: joinCode } : {}) });
        return c.redirect(`${BASE_PATH}${SET_PASSWORD_PAGE}?${search.toString()}`, 302);
      })
      .post('/send-verification-email', limits.json, jsonOf(ZEmailBody), limitPerAddress('verification-mail-address', VERIFICATION_MAILS_PER_ADDRESS), (c) => {
        assertEmail(c.req.valid('json').email);
        return forward(c);
      })
      .get('/account-link', queryOf(z.object({ token: ZAccountLinkToken })), limitPerAddress('account-link-address', ACCOUNT_LINK_CHECKS_PER_ADDRESS), async (c) =>
        c.json(await describeAccountLink({ db, now: clock() }, c.req.valid('query').token)),
      )
      .post('/set-password', limits.json, jsonOf(ZSetPasswordBody), limitPerAddress('set-password-address', PASSWORD_CHANGES_PER_ADDRESS), async (c) => {
        const { token, newPassword } = c.req.valid('json');
        assertNewPassword(newPassword);
        await setPasswordFromLink({ db, changes, now: clock() }, { token, newPassword });
        return c.json({ status: true });
      })
      .post('/request-password-reset', limits.json, jsonOf(ZEmailBody), limitPerAddress('password-reset-address', VERIFICATION_MAILS_PER_ADDRESS), async (c) => {
        const { email } = c.req.valid('json');
        assertEmail(email);
        const startedAt = Date.now();
        await requestPasswordReset({ db, mails }, { email, origin: mailOrigin(c) });
        const wait = RESET_ANSWER_FLOOR_MS - (Date.now() - startedAt);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return c.json({ status: true });
      })
      // This browser's cookie is ended by better-auth's sign-out; every other session here.
      .post('/sign-out-everywhere', async (c) => {
        const session = await lookup(c.req.header('cookie'));
        if (session.kind !== 'user') throw commonErrors.unauthenticated();
        const response = await forward(c, { url: c.req.url.replace(/\/sign-out-everywhere(\?.*)?$/, '/sign-out'), withBody: false });
        if (!response.ok) return response;
        await signOutEverywhere({ db, changes }, session.user.id);
        return response;
      })
  );
}
