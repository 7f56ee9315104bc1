export type StoredObject = { body: Uint8Array; contentType: string };

// Object storage keyed like the spec's bucket paths ("questions/UQ-XXXXXXXX.jpg").
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredObject | null>;
  delete: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

// Keys are built by the server, never from user input; this refuses anything path-like anyway.
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/**
 * The storage could not be reached, or failed on its side (an S3 5xx, a timeout): nothing was
 * stored, and the same request sent again later works. The API answers 503 (http/error-handler.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('object storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}
