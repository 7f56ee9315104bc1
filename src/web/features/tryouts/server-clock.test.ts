import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatRemaining, remainingAt, remainingInWords } from './server-clock';

const SERVER_NOW = '2026-11-27T10:00:00.000Z';
const DEADLINE = '2026-11-27T10:25:00.000Z';
const serverMs = Date.parse(SERVER_NOW);

describe('the sitting timer', () => {
  it.each([
    ['in step', 0],
    ['7 minutes slow', -7 * 60_000],
    ['3 hours fast', 3 * 3_600_000],
    ['a day behind', -86_400_000],
  ])('shows the same time left whatever the phone clock says (%s)', (_label, skew) => {
    const received = serverMs + skew;
    const offset = clockOffsetMs(SERVER_NOW, received);
    expect(remainingAt(DEADLINE, received, offset)).toBe(25 * 60_000);
    // 90 s later on the phone's own clock: 90 s less left.
    expect(remainingAt(DEADLINE, received + 90_000, offset)).toBe(23.5 * 60_000);
  });

  it('never goes below zero', () => {
    expect(remainingAt(DEADLINE, serverMs + 26 * 60_000, 0)).toBe(0);
  });

  it.each([
    [25 * 60_000, '25:00', '25 menit'],
    [61_000, '1:01', '1 menit 1 detik'],
    [6_500, '0:07', '7 detik'],
    [0, '0:00', '0 detik'],
    [3_600_000 + 5 * 60_000 + 9_000, '1:05:09', '1 jam 5 menit 9 detik'],
  ])('writes %i ms as %s (%s)', (ms, clock, words) => {
    expect(formatRemaining(ms)).toBe(clock);
    expect(remainingInWords(ms)).toBe(words);
  });
});
