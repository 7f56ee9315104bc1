import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode, ZProblemPathParams } from '../../../core/catalog-schemas';
import type { Guards } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { AppEnv, SessionUser } from '../../http/context';
import { readJson, readParams } from '../../http/validation';
import type { MarkupCache } from './markup-cache';
import { createPracticeRepository } from './practice.repository';
import { checkAnswer, getProblemPage } from './practice.usecases';

const ZCheckRequest = z.strictObject({ answer: z.unknown() });

export function practiceRoutes({ db, guards, markup }: { db: Database; guards: Guards; markup: MarkupCache }) {
  const deps = { repo: createPracticeRepository({ db }), markup };
  return new Hono<AppEnv & { Variables: { user: SessionUser | null } }>()
    .get('/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId', guards.optionalUser, async (c) => {
      const codes = readParams(c, ZProblemPathParams);
      return c.json(await getProblemPage(deps, codes, c.get('user')));
    })
    .post('/problems/:problemId/check', guards.optionalUser, async (c) => {
      const { problemId } = readParams(c, z.strictObject({ problemId: ZProblemCode }));
      const { answer } = await readJson(c, ZCheckRequest);
      return c.json(await checkAnswer(deps, problemId, answer, c.get('user')));
    });
}
