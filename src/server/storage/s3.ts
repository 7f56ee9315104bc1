import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, StorageUnavailableError, type Storage } from './storage';

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

// A bucket that does not answer must not hold an upload (and the row's transaction) for minutes.
const CONNECTION_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;

// No answer at all (refused, reset, timed out) or the service's own failure (5xx, throttling):
// worth sending again later. A 4xx (wrong key, missing bucket) is a configuration fault, a 500.
function isUnavailable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NoSuchKey || !isUnavailable(error)) throw error;
    throw new StorageUnavailableError(error);
  }
}

// Any S3-compatible bucket (AWS, MinIO, R2, ...). Objects stay private; the app serves them.
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  return {
    put: async (key, body, contentType) => {
      assertSafeKey(key);
      await reaching(() => client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType })));
    },
    get: async (key) => {
      assertSafeKey(key);
      try {
        const result = await reaching(() => client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key })));
        const body = await reaching(async () => result.Body?.transformToByteArray());
        if (!body) return null;
        return { body, contentType: result.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeKey(key);
      await reaching(() => client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key })));
    },
  };
}
