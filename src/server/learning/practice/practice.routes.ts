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
import { checkAnswer, getProblemPage } from './practice.usecases';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { LearningRepository } from '../learning/learning.repository';
import { timeZoneOfRequest } from '../learning/time-zone-of-request';

const ZCheckRequest = z.strictObject({ answer: z.unknown() });

type Deps = {
  db: Database;
  repo: PracticeRepository;
  guards: Guards;
  markup: MarkupCache;
  /** The guests' problem page, held as sent (http/held-responses.ts). */
  guestPages: HeldResponses;
  limits: BodyLimits;
  trustProxy: boolean;
  clock?: Clock;
  // Issue 34: what tells whether a correct answer makes its subtopic 'Mahir' (its outline), in the learner's zone.
  learning?: { repo: LearningRepository };
  resolveTimeZone?: (requested: string | undefined) => Promise<string>;
};

// `repo`: the app's one practice repository (what it holds in memory is shared with the server's render).
export function practiceRoutes({ db, repo, guards, markup, guestPages, limits, trustProxy, clock = systemClock, learning, resolveTimeZone }: Deps) {
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
        return user ? jsonResponse(c, await getProblemPage(deps, params, user)) : guestPages.json(c, () => getProblemPage(deps, params, null));
      },
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
