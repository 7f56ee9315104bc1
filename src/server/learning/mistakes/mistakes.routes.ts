import { Hono } from 'hono';
import { z } from 'zod';
import { ZSubtopicCode, ZTopicCode } from '../../../core/catalog-schemas';
import type { TMistakesScope } from '../../../core/mistakes';
import type { GuardEnv, Guards } from '../../accounts';
import { jsonResponse } from '../../http/compression';
import { queryOf } from '../../http/validation';
import type { MarkupCache } from '../../markup/markup-cache';
import type { LearningRepository } from '../learning/learning.repository';
import type { MistakesRepository } from './mistakes.repository';
import { countMistakes, listMistakes } from './mistakes.usecases';

// One subtopic or one topic, never both nor neither.
const ZMistakesQuery = z
  .strictObject({ subtopic: ZSubtopicCode.optional(), topic: ZTopicCode.optional() })
  .refine((query) => (query.subtopic === undefined) !== (query.topic === undefined), { message: 'give_subtopic_or_topic' });

const scopeOf = (query: z.infer<typeof ZMistakesQuery>): TMistakesScope => (query.subtopic ? { subtopicId: query.subtopic } : { topicId: query.topic! });

type Deps = { repo: MistakesRepository; outline: LearningRepository['outline']; markup: MarkupCache; guards: Guards };

// Issue 52.3: "Soal yang pernah salah", a learner's own (guests: 401).
export function mistakesRoutes({ guards, ...deps }: Deps) {
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', queryOf(ZMistakesQuery), async (c) => jsonResponse(c, await listMistakes(deps, c.get('user'), scopeOf(c.req.valid('query')))))
    .get('/count', queryOf(ZMistakesQuery), async (c) => jsonResponse(c, await countMistakes(deps, c.get('user'), scopeOf(c.req.valid('query')))));
}
