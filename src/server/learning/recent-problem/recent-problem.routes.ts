import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf } from '../../http/validation';
import type { ProblemReadRepository } from '../../content';
import { createRecentProblemRepository } from './recent-problem.repository';
import { getLastOpenedProblem, recordOpenedProblem } from './recent-problem.usecases';

const ZOpenedRequest = z.strictObject({ problemId: ZProblemCode });

// A signed-in learner's last opened problem: the SPA records it once a problem page is shown, the
// home page reads it. Each learner reads and sets only their own.
export function recentProblemRoutes({ db, guards, problems, limits }: { db: Database; guards: Guards; problems: ProblemReadRepository; limits: BodyLimits }) {
  const deps = { repo: createRecentProblemRepository({ db }), problems };
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', async (c) => c.json({ problem: await getLastOpenedProblem(deps, { user: c.get('user') }) }))
    .put('/', limits.json, jsonOf(ZOpenedRequest), async (c) => {
      await recordOpenedProblem(deps, { user: c.get('user'), problemCode: c.req.valid('json').problemId });
      return c.body(null, 204);
    });
}
