import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode, ZProblemCode, ZSubtopicCode, ZTopicCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards, OptionalUserEnv } from '../../accounts';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { timeZoneOfRequest } from './time-zone-of-request';
import { answerReview, nextProblem, reviewList, reviewProblem, subtopicLevel, topicLevels, type LearningDeps } from './learning.usecases';
import { jsonResponse } from '../../http/compression';
import { masteryMapOf } from './mastery-map';

const ZReviewAnswer = z.strictObject({ answer: z.unknown() });
const ZProblemParams = z.strictObject({ problemId: ZProblemCode });
// The learner's zone for "7 days later": ?tz= or the dashboard's cookie (an unknown one: the default).
const ZZoneQuery = z.strictObject({ tz: z.string().max(64).optional() });


type Deps = LearningDeps & { guards: Guards; limits: BodyLimits; clock: () => Date; resolveTimeZone: (requested: string | undefined) => Promise<string> };

// Issue 34: levels, the next problem, and the review queue ('Ulang Soal').
export function learningRoutes(deps: Deps) {
  const { guards, limits, clock } = deps;
  return new Hono<GuardEnv>()
    .get('/mastery/topics/:topicId', guards.requireUser, paramsOf(z.strictObject({ topicId: ZTopicCode })), async (c) =>
      jsonResponse(c, await topicLevels(deps, c.get('user'), c.req.valid('param').topicId)),
    )
    .get('/mastery/subtopics/:subtopicId', guards.requireUser, paramsOf(z.strictObject({ subtopicId: ZSubtopicCode })), async (c) =>
      jsonResponse(c, await subtopicLevel(deps, c.get('user'), c.req.valid('param').subtopicId)),
    )
    .get('/mastery/map', guards.requireUser, queryOf(z.strictObject({ categoryId: ZCategoryCode.optional() })), async (c) =>
      jsonResponse(c, await masteryMapOf(deps, c.get('user'), c.req.valid('query').categoryId ?? null)),
    )
    .get('/reviews', guards.requireUser, async (c) => jsonResponse(c, await reviewList(deps, c.get('user'), clock())))
    .get('/reviews/:problemId', guards.requireUser, paramsOf(ZProblemParams), async (c) =>
      jsonResponse(c, await reviewProblem(deps, c.get('user'), c.req.valid('param').problemId, clock())),
    )
    .post('/reviews/:problemId/answer', guards.requireUser, paramsOf(ZProblemParams), queryOf(ZZoneQuery), limits.json, jsonOf(ZReviewAnswer), async (c) => {
      const timeZone = await deps.resolveTimeZone(timeZoneOfRequest(c.req.header('cookie'), c.req.valid('query').tz));
      return jsonResponse(c, await answerReview(deps, c.get('user'), c.req.valid('param').problemId, c.req.valid('json').answer, clock(), timeZone));
    });
}

// The next problem is for guests too (by order alone).
export function nextProblemRoutes(deps: LearningDeps & { guards: Guards }) {
  return new Hono<OptionalUserEnv>().get('/next-problem', deps.guards.optionalUser, queryOf(z.strictObject({ after: ZProblemCode })), async (c) =>
    jsonResponse(c, await nextProblem(deps, c.get('user'), c.req.valid('query').after)),
  );
}
