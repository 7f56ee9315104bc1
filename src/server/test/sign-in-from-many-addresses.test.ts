import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../db/factories';
import { findFreePort } from '../free-port';
import { SIGN_IN_BACKOFF, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from '../accounts';
import { createServerProcess, type ServerProcess } from './crash-server';
import { createTestDatabase, type TestDatabase } from './test-db';

// The real server with TRUST_PROXY off, so the client address is the socket's peer, and
// requests that leave from real source addresses: Linux routes all of 127.0.0.0/8 to lo.
let database: TestDatabase;
let server: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-many-addresses-'));
const PASSWORD = 'alamat-asli-banyak-32';
type Answer = { status: number; retryAfterSeconds: number };

function signInFrom(localAddress: string, email: string, password: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { origin: server.baseUrl, 'content-type': 'application/json' };
    const request = http.request(`${server.baseUrl}/math/api/auth/sign-in/email`, { method: 'POST', localAddress, agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfterSeconds: Number(response.headers['retry-after'] ?? 0) }));
    });
    request.on('error', reject);
    request.end(JSON.stringify({ email, password }));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServerProcess({ dataDir, port: await findFreePort(), databaseUrl: database.url, env: { TRUST_PROXY: 'false' } });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('guessing one account from real source addresses', () => {
  it('eight addresses get no more than the account\'s guesses checked between them, and a new browser at a ninth waits at most a minute', async () => {
    const owner = await createUserWithPassword(database.db, { email: 'nyata@contoh.id', password: PASSWORD });
    const attackers = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
    const perAttacker = await Promise.all(
      attackers.map(async (ip) => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i += 1) statuses.push((await signInFrom(ip, owner.email, `tebakan-${i}`)).status);
        return statuses;
      }),
    );
    const statuses = perAttacker.flat();
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    const checked = statuses.filter((status) => status === 401).length;
    // More than one address's free attempts: the server told the source addresses apart.
    expect(checked).toBeGreaterThan(SIGN_IN_BACKOFF.freeAttempts);
    // One more if the account's next attempt came while they were at it.
    expect(checked).toBeLessThanOrEqual(UNTRUSTED_SIGN_INS_PER_ACCOUNT.max + 1);

    // The guessers' addresses are still quiet, so they could take the account's last attempts;
    // the next one comes within a minute and nobody else is asking for it now.
    const owners = await signInFrom('127.0.0.10', owner.email, PASSWORD);
    if (owners.status !== 200) expect(owners).toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
    expect(owners.retryAfterSeconds).toBeLessThanOrEqual(60);
  }, 120_000);
});
