import path from 'node:path';
import type { Env } from '../env';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export function createStorage(env: Env, dataDir: string): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(dataDir, 'uploads'));
}
