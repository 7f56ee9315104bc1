import { bodyLimit } from 'hono/body-limit';
import { commonErrors } from './app-error';

// Multipart overhead on top of the file itself; the file's own size is checked again exactly.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => {
  throw commonErrors.bodyTooLarge();
};

// Each route that reads a body puts one of these before its validator.
export function createBodyLimits({ jsonBytes, uploadBytes }: { jsonBytes: number; uploadBytes: number }) {
  return {
    json: bodyLimit({ maxSize: jsonBytes, onError: tooLarge }),
    upload: bodyLimit({ maxSize: uploadBytes + MULTIPART_OVERHEAD_BYTES, onError: tooLarge }),
  };
}

export type BodyLimits = ReturnType<typeof createBodyLimits>;
