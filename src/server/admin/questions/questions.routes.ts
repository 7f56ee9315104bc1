import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import { publicCodePattern } from '../../../core/public-code';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import type { TokenBucketLimiter } from '../../http/token-bucket-limiter';
import { ZPageQuery } from '../../http/pagination';
import { respondOnce } from '../../http/idempotency';
import { paramsOf, queryOf } from '../../http/validation';
import type { ImageLimits } from '../../images/image-processing';
import { readSingleImageUpload } from '../../images/read-image-upload';
import type { MarkupCache } from '../../markup/markup-cache';
import type { Storage } from '../../storage/storage';
import { questionErrors } from './questions.errors';
import { createQuestionsRepository } from './questions.repository';
import { listQuestions, markQuestionsSeen, readQuestionImage, uploadQuestion } from './questions.usecases';

type Deps = {
  db: Database;
  guards: Guards;
  storage: Storage;
  markup: MarkupCache;
  logger: Logger;
  uploadLimiter: TokenBucketLimiter;
  imageLimits: ImageLimits;
  bodyLimits: BodyLimits;
};

const ZQuestionParams = z.strictObject({ userQuestionId: z.string().regex(publicCodePattern('userQuestion')) });

export function questionsRoutes({ db, guards, storage, markup, logger, uploadLimiter, imageLimits, bodyLimits }: Deps) {
  const repo = createQuestionsRepository({ db });
  return new Hono<GuardEnv>()
    .use('*', guards.requireUser)
    .get('/', queryOf(ZPageQuery), async (c) => c.json(await listQuestions({ repo, markup }, c.get('user'), c.req.valid('query'))))
    .post('/', bodyLimits.upload, async (c) => {
      const user = c.get('user');
      const { allowed, retryAfterSeconds } = await uploadLimiter.consume(user.id);
      if (!allowed) {
        c.header('Retry-After', String(retryAfterSeconds));
        throw questionErrors.rateLimited(retryAfterSeconds);
      }
      const bytes = await readSingleImageUpload(c);
      return respondOnce(c, { db, status: 201, fingerprint: bytes }, async (writer) => ({
        question: await uploadQuestion({ db: writer, repo, storage, logger }, user, bytes, imageLimits),
      }));
    })
    .post('/seen', async (c) => c.json(await markQuestionsSeen({ repo }, c.get('user'))))
    .get('/:userQuestionId/image', paramsOf(ZQuestionParams), async (c) => {
      const image = await readQuestionImage({ repo, storage }, c.get('user'), c.req.valid('param').userQuestionId);
      return c.body(Buffer.from(image.body), 200, {
        'Content-Type': image.contentType,
        'Content-Disposition': `inline; filename="${image.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
      });
    });
}
