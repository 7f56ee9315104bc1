import fs from 'node:fs';

/**
 * Issue 34: the clock of a server started with TEST_CLOCK_FILE (e2e only; env.ts refuses it in
 * production): real time plus the offset in milliseconds written in the file, read again when the
 * file changes (its modification time and size), at most every few milliseconds. A missing or
 * empty file, or one that does not hold a number, is an offset of 0.
 */
export function createFileClock(file: string, now: () => number = Date.now): () => Date {
  let offset = 0;
  let seen = '';
  let checkedAt = -Infinity;
  const CHECK_EVERY_MS = 20;
  const read = () => {
    let stamp = 'missing';
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen) {
        const text = fs.readFileSync(file, 'utf8').trim();
        const value = text === '' ? 0 : Number(text);
        offset = Number.isFinite(value) ? value : 0;
      }
    } catch {
      offset = 0;
    }
    seen = stamp;
  };
  return () => {
    const real = now();
    if (real - checkedAt >= CHECK_EVERY_MS) {
      checkedAt = real;
      read();
    }
    return new Date(real + offset);
  };
}
