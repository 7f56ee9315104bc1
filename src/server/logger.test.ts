import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { logFormatFor } from './logger';

describe('log format', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ] as const)('LOG_FORMAT %s with a terminal %s gives %s', (requested, isTty, expected) => {
    expect(logFormatFor(requested, isTty)).toBe(expected);
  });

  it('reads LOG_FORMAT from the environment and refuses anything else', () => {
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(parseEnv({ LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
