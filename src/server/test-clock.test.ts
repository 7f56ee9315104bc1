import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileClock } from './test-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-test-clock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('TEST_CLOCK_FILE clock', () => {
  it('adds the offset written in the file, 0 when it is missing, empty or not a number', () => {
    const file = path.join(dir, 'offset');
    let real = 1_000_000;
    const clock = createFileClock(file, () => real);
    expect(clock().getTime()).toBe(1_000_000);
    fs.writeFileSync(file, '');
    real += 100;
    expect(clock().getTime()).toBe(1_000_100);
    fs.writeFileSync(file, String(3 * 86_400_000));
    real += 100;
    expect(clock().getTime()).toBe(1_000_200 + 3 * 86_400_000);
    fs.writeFileSync(file, 'soon');
    real += 100;
    expect(clock().getTime()).toBe(1_000_300);
    fs.rmSync(file);
    real += 100;
    expect(clock().getTime()).toBe(1_000_400);
  });
});
