import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import type { AppEnv } from '../../http/context';
import { respondOnce } from '../../http/idempotency';
import { paramsOf } from '../../http/validation';
import type { ImageLimits } from '../../images/image-processing';
import { readSingleImageUpload } from '../../images/read-image-upload';
import type { Storage } from '../../storage/storage';
import { createProblemImagesRepository } from './problem-images.repository';
import { readProblemImage, uploadProblemImage } from './problem-images.usecases';

// An image's name never changes its bytes (a new upload gets a new code), so it is cached for good.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

type Deps = { db: Database; guards: Guards; limits: BodyLimits; storage: Storage; imageLimits: ImageLimits; logger: Logger };

// Mounted at /admin: POST /admin/images.
export function adminImagesRoutes({ db, guards, limits, storage, imageLimits, logger }: Deps) {
  const deps = { db, repo: createProblemImagesRepository(), storage, logger };
  return new Hono<GuardEnv>().post('/images', guards.requireAdmin, limits.upload, async (c) => {
    const bytes = await readSingleImageUpload(c);
    return respondOnce(c, { db, status: 201, fingerprint: bytes }, async (writer) => ({
      image: await uploadProblemImage({ ...deps, db: writer }, bytes, imageLimits),
    }));
  });
}

// Mounted at /images: learners' pages embed these, so no session is needed.
export function publicImagesRoutes({ storage }: { storage: Storage }) {
  return new Hono<AppEnv>().get('/:fileName', paramsOf(z.strictObject({ fileName: z.string().max(32) })), async (c) => {
    const image = await readProblemImage({ storage }, c.req.valid('param').fileName);
    return c.body(Buffer.from(image.body), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
