import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import { publicCodePattern } from '../../../core/public-code';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { FixedWindowLimiter } from '../../http/fixed-window-limiter';
import { readParams } from '../../http/validation';
import type { Storage } from '../../storage/storage';
import type { MarkupCache } from '../practice/markup-cache';
import { questionErrors } from './questions.errors';
import { createQuestionsRepository } from './questions.repository';
import { listQuestions, readQuestionImage, uploadQuestion, type UploadLimits } from './questions.usecases';

type Deps = { db: Database; guards: Guards; storage: Storage; markup: MarkupCache; logger: Logger; uploadLimiter: FixedWindowLimiter; limits: UploadLimits };

const ZQuestionParams = z.strictObject({ userQuestionId: z.string().regex(publicCodePattern('userQuestion')) });

export function questionsRoutes({ db, guards, storage, markup, logger, uploadLimiter, limits }: Deps) {
  const repo = createQuestionsRepository({ db });
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', async (c) => c.json({ questions: await listQuestions({ repo, markup }, c.get('user')) }))
    .post('/', async (c) => {
      const user = c.get('user');
      const { allowed, retryAfterSeconds } = await uploadLimiter.consume(user.id);
      if (!allowed) {
        c.header('Retry-After', String(retryAfterSeconds));
        throw questionErrors.rateLimited(retryAfterSeconds);
      }
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw questionErrors.missingFile();
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw questionErrors.missingFile();
      }
      const fields = Object.entries(form);
      const files = fields.flatMap(([, value]) => (Array.isArray(value) ? value : [value])).filter((value) => value instanceof File);
      if (files.length > 1 || fields.length > 1) throw questionErrors.tooManyFiles();
      const image = form.image;
      if (!(image instanceof File)) throw questionErrors.missingFile();
      const bytes = new Uint8Array(await image.arrayBuffer());
      const question = await uploadQuestion({ db, repo, storage, logger }, user, bytes, limits);
      return c.json({ question }, 201);
    })
    .get('/:userQuestionId/image', async (c) => {
      const { userQuestionId } = readParams(c, ZQuestionParams);
      const image = await readQuestionImage({ repo, storage }, c.get('user'), userQuestionId);
      return c.body(Buffer.from(image.body), 200, {
        'Content-Type': image.contentType,
        'Content-Disposition': `inline; filename="${image.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
      });
    });
}
