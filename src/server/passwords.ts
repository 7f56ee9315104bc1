import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword as hashAtStoredCost, verifyPassword as verifyAtStoredCost } from 'better-auth/crypto';

// How passwords are stored: as better-auth stores them (scrypt, N = 2^14, r = 16, p = 1, 64-byte
// key, `salt:key` in hex), for better-auth's sign-up and sign-in (accounts/auth/auth.ts), our mailed-link
// password (accounts/auth), the factories and the scale seed.
//
// The integration suite signs in thousands of times (the limiters' simulations of hours of
// guessing) and each scrypt at that cost takes ~100 ms of CPU: that was most of its time. Its setup
// file calls hashQuicklyForTests(): hashes made in that process then use N = 2^10 and name it
// (`scrypt-n1024$salt:key`). Verifying reads the cost from the hash, so an app a test starts in
// another process verifies them too. Nothing else writes that form; e2e, the cluster suite and
// one test here keep the stored cost.

const QUICK_PREFIX = 'scrypt-n1024$';
const QUICK = { N: 1024, r: 16, p: 1, dkLen: 64 };

let quick = false;

export function hashQuicklyForTests(): void {
  quick = true;
}

function quickKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, QUICK.dkLen, { N: QUICK.N, r: QUICK.r, p: QUICK.p }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (!quick) return hashAtStoredCost(password);
  const salt = randomBytes(16).toString('hex');
  return `${QUICK_PREFIX}${salt}:${(await quickKey(password, salt)).toString('hex')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(QUICK_PREFIX)) return verifyAtStoredCost({ hash, password });
  const [salt, key] = hash.slice(QUICK_PREFIX.length).split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await quickKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
