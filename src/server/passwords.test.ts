import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

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
