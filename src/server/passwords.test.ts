import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashGeneratedPassword, hashPassword, verifyPassword } from './passwords';

describe('stored passwords', () => {
  it('verifies a hash at the stored cost, as better-auth writes it, and refuses a wrong password', async () => {
    const hash = await betterAuthHash('kunci-rahasia-99');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'kunci-rahasia-99' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'kunci-rahasia-98' })).toBe(false);
  });

  it('in this suite hashes at the quick cost, names it, and verifies it by the same function', async () => {
    const hash = await hashPassword('kunci-rahasia-99');
    expect(hash).toMatch(/^scrypt-n1024\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'kunci-rahasia-99' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'Kunci-rahasia-99' })).toBe(false);
    expect(await verifyPassword({ hash: 'scrypt-n1024$', password: 'kunci-rahasia-99' })).toBe(false);
  });
});

describe('generated passwords', () => {
  it('are hashed at their named cost and verified by the same function; an unknown named cost is refused', async () => {
    const hash = await hashGeneratedPassword('abcd-efgh-jkmn');
    expect(hash).toMatch(/^scrypt-n(1024|4096)\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'abcd-efgh-jkmn' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'abcd-efgh-jkmm' })).toBe(false);
    expect(await verifyPassword({ hash: hash.replace(/^scrypt-n\d+/, 'scrypt-n2'), password: 'abcd-efgh-jkmn' })).toBe(false);
  });
});
