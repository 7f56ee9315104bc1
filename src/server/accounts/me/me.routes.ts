import { Hono } from 'hono';
import { z } from 'zod';
import { PERSON_NAME_INPUT_MAX_LENGTH } from '../../../core/person-name';
import type { Auth } from '../auth/auth';
import type { GuardEnv, Guards } from '../auth/guards';
import type { SessionLookupFn } from '../auth/session-lookup';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { createTokenBucketLimiter, type TokenBucketRule } from '../../http/token-bucket-limiter';
import { jsonOf } from '../../http/validation';
import { changeName } from './me-name.usecases';
import { createMeRepository } from './me.repository';
import { getCurrentUser } from './me.usecases';

// Per account, not per address: a class behind one school NAT fills in its names at once.
export const NAME_CHANGES_PER_USER: TokenBucketRule = { max: 10, windowMs: 10 * 60 * 1000 };

const ZChangeNameBody = z.strictObject({ name: z.string().max(PERSON_NAME_INPUT_MAX_LENGTH) });

type Deps = { db: Database; auth: Auth; lookup: SessionLookupFn; guards: Guards; limits: BodyLimits; clock?: Clock };

export function meRoutes({ db, auth, lookup, guards, limits, clock = systemClock }: Deps) {
  const repo = createMeRepository({ db });
  const deps = { auth, lookup, repo };
  const nameChanges = createTokenBucketLimiter(db, 'name-change-user', NAME_CHANGES_PER_USER, clock);
  return (
    new Hono<GuardEnv>()
      // Open to everyone: a guest, or a session that has ended, is `{ user: null }` (the SPA learns the
      // session ended from it), never an error.
      .get('/', async (c) => {
        const session = await lookup(c.req.header('cookie'));
        const { user, setCookies } = await getCurrentUser(deps, session, c.req.raw.headers);
        for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ user });
      })
      .put('/name', guards.requireUser, limits.json, jsonOf(ZChangeNameBody), async (c) => {
        const user = c.get('user');
        const decision = await nameChanges.consume(user.id);
        if (!decision.allowed) refuseRateLimited(c, decision, 'Too many name changes; try again later');
        return c.json(await changeName({ repo, now: clock() }, { userId: user.id, typedName: c.req.valid('json').name }));
      })
  );
}
