import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CLASS_JOINS_PER_ADDRESS, CLASS_JOINS_PER_LEARNER, ZJoinClassRequest } from '../../../core/classes';
import { createAssignmentContextRepository } from '../assignments/assignment-context.repository';
import { assignmentContextRoutes } from '../assignments/assignment-context.routes';
import { createLearnerAssignments } from '../assignments/learner-assignments';
import type { Outline } from '../../learning';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { addressSubject, clientAddress } from '../../http/client-address';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { createTokenBucketLimiter } from '../../http/token-bucket-limiter';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { createMembershipsRepository } from './memberships.repository';
import { getLearnerAssignment, joinClass, leaveClass, listLearnerAssignments, listMemberships, previewClass } from './memberships.usecases';

const ZPreviewQuery = z.strictObject({ code: ZJoinClassRequest.shape.code });

// `outline`: the catalogue held in memory (learning repository): which problems learners may see.
type Deps = { db: Database; guards: Guards; limits: BodyLimits; trustProxy: boolean; clock?: Clock; outline: () => Promise<Outline> };

// A learner's classes and assignments (issue 35); any signed-in user, teachers too.
export function membershipsRoutes({ db, guards, limits, trustProxy, clock = systemClock, outline }: Deps) {
  const deps = { repo: createMembershipsRepository({ db }), learnerAssignments: createLearnerAssignments({ db, outline }), assignmentProblems: createAssignmentContextRepository({ db }), now: clock };
  const perLearner = createTokenBucketLimiter(db, 'class-join-learner', CLASS_JOINS_PER_LEARNER, clock);
  const perAddress = createTokenBucketLimiter(db, 'class-join-address', CLASS_JOINS_PER_ADDRESS, clock);
  // A code looked up or used costs a try, found or not.
  const limitTries = async (c: Context<GuardEnv>) => {
    for (const [limiter, subject] of [
      [perLearner, c.get('user').id],
      [perAddress, addressSubject(clientAddress(c, trustProxy))],
    ] as const) {
      const decision = await limiter.consume(subject);
      if (!decision.allowed) refuseRateLimited(c, decision, 'Too many class code tries; try again later');
    }
  };
  const user = guards.requireUser;
  return new Hono<GuardEnv>()
    .get('/memberships', user, async (c) => c.json({ classes: await listMemberships(deps, { user: c.get('user') }) }))
    .get('/memberships/preview', user, queryOf(ZPreviewQuery), async (c) => {
      await limitTries(c);
      return c.json({ class: await previewClass(deps, c.req.valid('query')) });
    })
    .post('/memberships', user, limits.json, jsonOf(ZJoinClassRequest), async (c) => {
      await limitTries(c);
      return c.json({ class: await joinClass(deps, { user: c.get('user'), code: c.req.valid('json').code }) });
    })
    .delete('/memberships/:classId', user, paramsOf(z.strictObject({ classId: z.uuid() })), async (c) => {
      await leaveClass(deps, { user: c.get('user'), classId: c.req.valid('param').classId });
      return c.body(null, 204);
    })
    .get('/assignments', user, async (c) => c.json(await listLearnerAssignments(deps, { user: c.get('user') })))
    .get('/assignments/:assignmentId', user, paramsOf(z.strictObject({ assignmentId: z.uuid() })), async (c) =>
      c.json(await getLearnerAssignment(deps, { user: c.get('user'), assignmentId: c.req.valid('param').assignmentId })),
    )
    .route('/', assignmentContextRoutes({ db, guards, clock }));
}
