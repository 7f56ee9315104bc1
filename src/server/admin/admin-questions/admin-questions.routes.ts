import { Hono } from 'hono';
import { z } from 'zod';
import { ZModerationRequest, ZSimpleAnswerPreviewRequest } from '../../../core/moderation';
import { publicCodePattern } from '../../../core/public-code';
import { QUESTION_STATUSES } from '../../../core/question-status';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { ZPageQuery } from '../../http/pagination';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { createAdminQuestionsRepository } from './admin-questions.repository';
import { listUserQuestions, moderateQuestion, previewSimpleAnswer } from './admin-questions.usecases';

const ZUserQuestionListQuery = ZPageQuery.extend({ status: z.enum(QUESTION_STATUSES).optional() });
const ZUserQuestionParams = z.strictObject({ userQuestionId: z.string().regex(publicCodePattern('userQuestion')) });

// Mounted at /admin beside other admin modules, so the guard sits on each route rather than
// on '*', which would also run it for every other /admin/* route.
export function adminQuestionsRoutes({ db, guards, limits }: { db: Database; guards: Guards; limits: BodyLimits }) {
  const deps = { repo: createAdminQuestionsRepository({ db }) };
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    .get('/user-questions', admin, queryOf(ZUserQuestionListQuery), async (c) => c.json(await listUserQuestions(deps, c.req.valid('query'))))
    .patch('/user-questions/:userQuestionId', admin, paramsOf(ZUserQuestionParams), limits.json, jsonOf(ZModerationRequest), async (c) => {
      const question = await moderateQuestion(deps, c.req.valid('param').userQuestionId, c.req.valid('json'));
      return c.json({ question });
    })
    .post('/preview/simple-answer', admin, limits.json, jsonOf(ZSimpleAnswerPreviewRequest), async (c) => c.json(previewSimpleAnswer(c.req.valid('json').text)));
}
