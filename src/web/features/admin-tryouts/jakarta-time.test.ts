import { describe, expect, it } from 'vitest';
import { formatWib, fromWibInput, toWibInput } from './jakarta-time';

describe('tryout times in WIB', () => {
  it('reads a typed WIB time as its instant, and writes it back the same', () => {
    expect(fromWibInput('2026-11-27T19:00')).toBe('2026-11-27T12:00:00.000Z');
    expect(toWibInput('2026-11-27T12:00:00.000Z')).toBe('2026-11-27T19:00');
    expect(toWibInput('2026-11-27T20:30:00.000Z')).toBe('2026-11-28T03:30');
    expect(fromWibInput(toWibInput('2026-01-01T00:05:00.000Z'))).toBe('2026-01-01T00:05:00.000Z');
  });

  it.each(['', '2026-11-27', '2026-11-27T7:00', 'kemarin'])('refuses %j', (value) => {
    expect(fromWibInput(value)).toBeNull();
  });

  it('shows an instant in WIB', () => {
    expect(formatWib('2026-11-27T12:00:00.000Z')).toBe('27 Nov 2026 19.00 WIB');
  });
});
