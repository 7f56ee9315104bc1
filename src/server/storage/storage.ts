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
