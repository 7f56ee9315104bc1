import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode, ZProblemPathParams } from '../../../core/catalog-schemas';
import type { Guards, OptionalUserEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf, paramsOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import { createPracticeRepository } from './practice.repository';
import { checkAnswer, getProblemPage } from './practice.usecases';

const ZCheckRequest = z.strictObject({ answer: z.unknown() });

export function practiceRoutes({ db, guards, markup, limits }: { db: Database; guards: Guards; markup: MarkupCache; limits: BodyLimits }) {
  const deps = { repo: createPracticeRepository({ db }), markup };
  return new Hono<OptionalUserEnv>()
    .get(
      '/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId',
      guards.optionalUser,
      paramsOf(ZProblemPathParams),
      async (c) => c.json(await getProblemPage(deps, c.req.valid('param'), c.get('user'))),
    )
    .post('/problems/:problemId/check', guards.optionalUser, paramsOf(z.strictObject({ problemId: ZProblemCode })), limits.json, jsonOf(ZCheckRequest), async (c) => {
      const { problemId } = c.req.valid('param');
      const { answer } = c.req.valid('json');
      return c.json(await checkAnswer(deps, problemId, answer, c.get('user')));
    });
}
