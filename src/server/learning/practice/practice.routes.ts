import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode, ZProblemPathParams } from '../../../core/catalog-schemas';
import type { Guards, OptionalUserEnv } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { addressSubject, clientAddress } from '../../http/client-address';
import { jsonResponse } from '../../http/compression';
import type { HeldResponses } from '../../http/held-responses';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { jsonOf, paramsOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import { createGuestCheckThrottle } from './guest-check-throttle';
import type { PracticeRepository } from './practice.repository';
import { checkAnswer, getProblemPage, getProblemProgress } from './practice.usecases';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { LearningRepository } from '../learning/learning.repository';
import { timeZoneOfRequest } from '../learning/time-zone-of-request';

const ZCheckRequest = z.strictObject({ answer: z.unknown() });

type Deps = {
  db: Database;
  repo: PracticeRepository;
  guards: Guards;
  markup: MarkupCache;
  /** Responses the same for everyone, held as sent (http/held-responses.ts): the problem page. */
  shared: HeldResponses;
  limits: BodyLimits;
  trustProxy: boolean;
  clock?: Clock;
  // Issue 34: what tells whether a correct answer makes its subtopic 'Mahir' (its outline), in the learner's zone.
  learning?: { repo: LearningRepository };
  resolveTimeZone?: (requested: string | undefined) => Promise<string>;
};

// `repo`: the app's one practice repository (what it holds in memory is shared with the server's render).
export function practiceRoutes({ db, repo, guards, markup, shared, limits, trustProxy, clock = systemClock, learning, resolveTimeZone }: Deps) {
  const deps = { repo, markup };
  const guestThrottle = createGuestCheckThrottle(db, clock);
  return new Hono<OptionalUserEnv>()
    .get(
      '/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId',
      guards.optionalUser,
      paramsOf(ZProblemPathParams),
      async (c) => {
        const user = c.get('user');
        const params = c.req.valid('param');
        // The page as everyone sees it, held as sent; a learner's own part is their own request
        // (below, decision 078). An admin may open a draft, which is nobody else's to see: theirs
        // is made for them, with their part in it.
        if (user?.role === 'admin') return jsonResponse(c, await getProblemPage(deps, params, user));
        return shared.json(c, () => getProblemPage(deps, params, null));
      },
    )
    .get(
      '/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId/progress',
      guards.requireUser,
      paramsOf(ZProblemPathParams),
      async (c) => jsonResponse(c, await getProblemProgress(deps, c.req.valid('param'), c.get('user'))),
    )
    .post('/problems/:problemId/check', guards.optionalUser, paramsOf(z.strictObject({ problemId: ZProblemCode })), limits.json, jsonOf(ZCheckRequest), async (c) => {
      const { problemId } = c.req.valid('param');
      const { answer } = c.req.valid('json');
      const user = c.get('user');
      if (!user) {
        const decision = await guestThrottle.admit({ address: addressSubject(clientAddress(c, trustProxy)), problemId, answer });
        if (!decision.allowed) refuseRateLimited(c, decision, 'Too many different answers to this problem; try again shortly');
      }
      const now = clock();
      const mastery =
        learning &&
        (async () => ({
          outline: await learning.repo.outline(),
          timeZone: resolveTimeZone ? await resolveTimeZone(timeZoneOfRequest(c.req.header('cookie'))) : DEFAULT_TIME_ZONE,
        }));
      return jsonResponse(c, await checkAnswer(deps, problemId, answer, user, { now, mastery }));
    });
}
