import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import type { TSubmittedAnswer } from '../../../problem-types';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { jsonResponse } from '../../http/compression';
import { jsonOf, paramsOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import type { ProblemReadRepository } from '../../content';
import { createTryoutsRepository } from './tryouts.repository';
import { getResult } from './tryouts.result';
import { getSitting, startOrResume, submitSection, type SittingScoring } from './tryouts.sitting';
import { getTryout, listTryouts, saveAnswer } from './tryouts.usecases';

const ZTryoutParams = z.strictObject({ tryoutId: z.uuid() });
const ZAnswerParams = z.strictObject({ tryoutId: z.uuid(), problemId: ZProblemCode });
const ZSectionParams = z.strictObject({ tryoutId: z.uuid(), sectionId: z.uuid() });
// The answer's shape is the problem's to judge (core/answer-fit.ts, as practice); null clears it.
const ZSaveAnswerRequest = z.strictObject({ answer: z.unknown().refine((answer) => answer !== undefined, 'required'), flagged: z.boolean() });

type Deps = { db: Database; guards: Guards; limits: BodyLimits; markup: MarkupCache; problems: ProblemReadRepository; scoring: SittingScoring; clock: () => Date };

// A learner's tryouts (issue 36): the list, a tryout, its sitting and its result. Any signed-in
// user; the server's clock (the app's) is the only clock.
export function tryoutsRoutes({ db, guards, limits, markup, problems, scoring, clock }: Deps) {
  const deps = { db, repo: createTryoutsRepository({ db }), problems, markup, scoring, now: clock };
  const user = guards.requireUser;
  return new Hono<GuardEnv>()
    .get('/tryouts', user, async (c) => c.json(await listTryouts(deps, { userId: c.get('user').id })))
    .get('/tryouts/:tryoutId', user, paramsOf(ZTryoutParams), async (c) => c.json(await getTryout(deps, { tryoutId: c.req.valid('param').tryoutId, userId: c.get('user').id })))
    .post('/tryouts/:tryoutId/sitting', user, paramsOf(ZTryoutParams), async (c) =>
      jsonResponse(c, await startOrResume(deps, { tryoutId: c.req.valid('param').tryoutId, userId: c.get('user').id })),
    )
    .get('/tryouts/:tryoutId/sitting', user, paramsOf(ZTryoutParams), async (c) =>
      jsonResponse(c, await getSitting(deps, { tryoutId: c.req.valid('param').tryoutId, userId: c.get('user').id })),
    )
    .put('/tryouts/:tryoutId/sitting/answers/:problemId', user, paramsOf(ZAnswerParams), limits.json, jsonOf(ZSaveAnswerRequest), async (c) => {
      const { tryoutId, problemId } = c.req.valid('param');
      const { answer, flagged } = c.req.valid('json');
      return c.json(await saveAnswer(deps, { tryoutId, userId: c.get('user').id, problemCode: problemId, answer: answer as TSubmittedAnswer | null, flagged }));
    })
    .post('/tryouts/:tryoutId/sitting/sections/:sectionId/submit', user, paramsOf(ZSectionParams), async (c) =>
      jsonResponse(c, await submitSection(deps, { ...c.req.valid('param'), userId: c.get('user').id })),
    )
    .get('/tryouts/:tryoutId/result', user, paramsOf(ZTryoutParams), async (c) => c.json(await getResult(deps, { tryoutId: c.req.valid('param').tryoutId, user: c.get('user') })));
}
