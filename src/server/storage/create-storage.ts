import path from 'node:path';
import type { Env } from '../env';
import { createDiskStorage } from './disk';
import type { Storage } from './storage';

export function createStorage(env: Env, dataDir: string): Storage {
  if (env.S3_BUCKET) {
    const config = {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
    // The AWS SDK takes about 35 MB of memory once loaded: only a server that stores in S3 loads it.
    const s3 = import('./s3').then(({ createS3Storage }) => createS3Storage(config));
    return {
      put: async (key, body, contentType) => (await s3).put(key, body, contentType),
      get: async (key) => (await s3).get(key),
      delete: async (key) => (await s3).delete(key),
    };
  }
  return createDiskStorage(path.join(dataDir, 'uploads'));
}
