import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_PAGE, ADDED_EMAIL_PARAM, type AddedEmailOutcome } from '../../../core/auth-pages';
import { isPlaceholderEmail } from '../../../core/pupil-login';
import type { AccountMailSender } from './account-mail-sender';
import { takeEmailLink, ZAccountLinkToken } from './account-links';
import { assertEmail } from './auth.checks';
import type { AuthHttp } from './auth.http';
import { VERIFICATION_MAILS_PER_ADDRESS } from './auth.limits';
import type { SessionLookupFn } from './session-lookup';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { pupilAccounts, users } from '../../db/schema';
import { isUniqueViolationOf } from '../../db/unique-code';
import { commonErrors, createError } from '../../http/app-error';
import type { BodyLimits } from '../../http/body-limits';
import type { AppEnv } from '../../http/context';
import type { Clock } from '../../http/limiter-common';
import { BASE_PATH } from '../../http/spa';
import { jsonOf } from '../../http/validation';

const ZAddEmailBody = z.strictObject({ email: z.string().max(254) });

type Deps = { db: Database; limits: BodyLimits; clock: Clock; lookup: SessionLookupFn; changes: Changes; mails: AccountMailSender; http: AuthHttp };

const alreadyHasEmail = () => createError({ code: 'auth.email_already_added', status: 409, message: 'This account has an email address already' });

// A pupil whose teacher made their account (decision 082) adds an email: a link goes to the address,
// and opening it writes the address (verified) in place of the placeholder. Login name and password
// keep working; 'Lupa password?' then works too. The answer is the same whether the address is free
// or another account's (nothing is sent then), so it tells nobody who has an account.
export function addEmailRoutes({ db, limits, clock, lookup, changes, mails, http }: Deps) {
  const accountPage = (outcome: AddedEmailOutcome) => `${BASE_PATH}${ACCOUNT_PAGE}?${ADDED_EMAIL_PARAM}=${outcome}`;
  return new Hono<AppEnv>()
    .post('/add-email', limits.json, jsonOf(ZAddEmailBody), http.limitPerAddress('add-email-address', VERIFICATION_MAILS_PER_ADDRESS), async (c) => {
      const session = await lookup(c.req.header('cookie'));
      if (session.kind !== 'user') throw commonErrors.unauthenticated();
      const email = c.req.valid('json').email.trim().toLowerCase();
      assertEmail(email);
      if (isPlaceholderEmail(email)) assertEmail('');
      const [pupil] = await db
        .select({ email: users.email, loginName: pupilAccounts.loginName })
        .from(users)
        .innerJoin(pupilAccounts, eq(pupilAccounts.userId, users.id))
        .where(eq(users.id, session.user.id));
      if (!pupil || !isPlaceholderEmail(pupil.email)) throw alreadyHasEmail();
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!taken) await mails.sendAddEmail({ userId: session.user.id, loginName: pupil.loginName, email, origin: http.mailOrigin(c) });
      return c.json({ status: true });
    })
    .get('/add-email', async (c) => {
      const token = c.req.query('token');
      if (!token || !ZAccountLinkToken.safeParse(token).success) return c.redirect(accountPage('tidak-valid'), 302);
      const outcome = await db
        .transaction(async (tx) => {
          const link = await takeEmailLink({ db: tx, token, now: clock() });
          if (link.kind !== 'valid') return link.kind === 'expired' ? 'kedaluwarsa' : 'tidak-valid';
          const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for('update');
          if (!row || !isPlaceholderEmail(row.email)) return 'tidak-valid';
          await tx.update(users).set({ email: link.email, emailVerified: true, updatedAt: clock() }).where(eq(users.id, link.userId));
          return { userId: link.userId };
        })
        .catch((error: unknown) => {
          if (isUniqueViolationOf(error, (constraint) => constraint === 'users_email_unique')) return 'terpakai' as const;
          throw error;
        });
      if (typeof outcome === 'string') return c.redirect(accountPage(outcome), 302);
      // The session lookup holds the account's email: read it anew.
      changes.sessionChanged(outcome.userId);
      return c.redirect(accountPage('ditambahkan'), 302);
    });
}
