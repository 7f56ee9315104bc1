import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const env = parseEnv({});
    // The pool as README.md and docs/deploying.md state it (decision 065).
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', REQUIRE_EMAIL_VERIFICATION: true, SEED_DEMO: true, DATABASE_POOL_SIZE: 8 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'REQUIRE_EMAIL_VERIFICATION'],
    [{ S3_BUCKET: 'soal' }, 'S3_ACCESS_KEY_ID'],
    [{ ADMIN_PASSWORD: 'rahasia-panjang' }, 'ADMIN_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
  ])('refuses %o naming %s', (source, key) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${key}\\b`));
  });

  it('refuses TEST_CLOCK_FILE in production and takes it otherwise', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(/TEST_CLOCK_FILE/);
    expect(parseEnv({ NODE_ENV: 'test', TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(parseEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: '' }).TEST_CLOCK_FILE).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
