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

// A cost named in the hash (`scrypt-n<N>$salt:key`): the quick one the integration suite uses, and
// the one for passwords the app generates itself (pupils' cards, decision 082): those carry about
// 59 bits of chance, so guessing them offline is hopeless at any cost, and a teacher making 40
// accounts in one request waits about half a second rather than two (the stored cost is ~100 ms
// of CPU each). A password the pupil later chooses is stored at the stored cost.
const NAMED_COSTS = { quick: 1024, generated: 4096 } as const;
const SCRYPT = { r: 16, p: 1, dkLen: 64 };
const NAMED_PREFIX = /^scrypt-n(\d+)\$/;

let quick = false;

export function hashQuicklyForTests(): void {
  quick = true;
}

function scryptKey(password: string, salt: string, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: 128 * N * r, twice over (Node's default, 32 MiB, refuses N = 4096 with r = 16 at the edge).
    scrypt(password.normalize('NFKC'), salt, SCRYPT.dkLen, { N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 256 * N * SCRYPT.r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function hashAtNamedCost(password: string, N: number): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `scrypt-n${N}$${salt}:${(await scryptKey(password, salt, N)).toString('hex')}`;
}

export async function hashPassword(password: string): Promise<string> {
  return quick ? hashAtNamedCost(password, NAMED_COSTS.quick) : hashAtStoredCost(password);
}

/** A password the app generated (never one a person chose). */
export async function hashGeneratedPassword(password: string): Promise<string> {
  return hashAtNamedCost(password, quick ? NAMED_COSTS.quick : NAMED_COSTS.generated);
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const named = NAMED_PREFIX.exec(hash);
  if (!named) return verifyAtStoredCost({ hash, password });
  const N = Number(named[1]);
  if (!Object.values(NAMED_COSTS).includes(N as 1024 | 4096)) return false;
  const [salt, key] = hash.slice(named[0].length).split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptKey(password, salt, N);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
