import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/limiter-common';
import { paramsOf } from '../../http/validation';
import { createAssignmentContextRepository } from './assignment-context.repository';
import { getAssignmentContext } from './assignment-context.usecases';

const ZContextParams = z.strictObject({ assignmentId: z.uuid(), problemId: ZProblemCode });

// The problem page in a Tugas (issue 51, `?tugas=` on its address): read after the page, each time.
export function assignmentContextRoutes({ db, guards, clock }: { db: Database; guards: Guards; clock: Clock }) {
  const repo = createAssignmentContextRepository({ db });
  return new Hono<GuardEnv>().get('/assignments/:assignmentId/problems/:problemId', guards.requireUser, paramsOf(ZContextParams), async (c) => {
    const { assignmentId, problemId } = c.req.valid('param');
    return c.json(await getAssignmentContext({ repo, now: clock() }, { userId: c.get('user').id, assignmentId, problemId }));
  });
}
