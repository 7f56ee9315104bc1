import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };

// Files under DATA_DIR/uploads. Writes go to a temporary file first and are renamed into place,
// so a reader never sees half a file.
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body, { mode: 0o640 });
      await fs.rename(temporary, file);
    },
    get: async (key) => {
      try {
        const body = await fs.readFile(fileOf(key));
        const extension = key.split('.').pop() ?? '';
        return { body, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
