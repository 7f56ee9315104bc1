import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../db/factories';
import { mailOutbox, users } from '../db/schema';
import { findFreePort } from '../free-port';
import { createServerProcess, type ServerProcess } from '../test/crash-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import type { AppEnv } from './context';
import { handleError } from './error-handler';
import { createKnownHosts } from './known-hosts';
import { requireSameOrigin } from './same-origin';

const PASSWORD = 'jajaran-genjang-31';
const FORGED = 'http://evil.example';

async function expectUnknownHost(response: Response) {
  expect(response.status).toBe(421);
  expect((await response.json()).error).toMatchObject({ code: 'request.unknown_host', message: expect.any(String) });
}

describe('without PUBLIC_URL, a request for a Host that is not the app\'s own', () => {
  let t: TestApp;
  const send = (url: string, body: unknown, origin = new URL(url).origin) =>
    t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) }, {
      incoming: { socket: { remoteAddress: `10.8.0.${Math.floor(Math.random() * 250) + 1}` } },
    });
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: undefined, REQUIRE_EMAIL_VERIFICATION: 'true', TRUSTED_ORIGINS: 'https://latsol.sekolah.sch.id' },
      { interfaceAddresses: ['192.168.1.10', 'fd00::2', 'fe80::fc:ff:fe00:1%eth0'] },
    );
  });
  afterAll(() => t.close());

  it('is refused at sign-up with 421: no account, no mail with the forged address in it', async () => {
    await expectUnknownHost(await send(`${FORGED}/math/api/auth/sign-up/email`, { email: 'korban@contoh.id', password: PASSWORD, name: 'Siswa Baru' }));
    expect(await t.db.select().from(users).where(eq(users.email, 'korban@contoh.id'))).toHaveLength(0);
    expect(await mailsTo('korban@contoh.id')).toHaveLength(0);
  });

  it('is refused at send-verification-email with 421, and the owner gets no link to the forged host', async () => {
    await createUserWithPassword(t.db, { email: 'belum@contoh.id', password: PASSWORD, emailVerified: false });
    await expectUnknownHost(await send(`${FORGED}/math/api/auth/send-verification-email`, { email: 'belum@contoh.id' }));
    // A DNS-rebound name with the app's own port, and a Host that only starts like a known one.
    await expectUnknownHost(await send('http://rebind.evil.example:3000/math/api/auth/send-verification-email', { email: 'belum@contoh.id' }));
    await expectUnknownHost(await send('http://192.168.1.10.evil.example/math/api/auth/send-verification-email', { email: 'belum@contoh.id' }));
    expect(await mailsTo('belum@contoh.id')).toHaveLength(0);
  });

  it('is refused for pages and reads too (DNS rebinding), in the JSON error shape', async () => {
    for (const url of [`${FORGED}/math/`, `${FORGED}/math/api/health`, `${FORGED}/math/api/me`]) await expectUnknownHost(await t.app.request(url));
  });

  it('is answered at localhost, loopback, every interface address and TRUSTED_ORIGINS, with links to the address used', async () => {
    const bases = [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.0.1.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.10:3000',
      'http://[fd00::2]:3000',
      'http://[fe80::fc:ff:fe00:1]:3000',
      'https://latsol.sekolah.sch.id',
    ];
    for (const [index, base] of bases.entries()) {
      expect((await t.app.request(`${base}/math/api/health`)).status).toBe(200);
      const email = `lan-${index}@contoh.id`;
      expect((await send(`${base}/math/api/auth/sign-up/email`, { email, password: PASSWORD, name: 'Siswa Baru' })).status).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail?.textBody).toContain(`${base}/math/api/auth/verify-email?token=`);
    }
  });

  it('builds links to a loopback or LAN address on the port the server listens on, whatever port the Host header names', async () => {
    for (const [index, [base, linked]] of [
      ['http://127.0.0.1:1', 'http://127.0.0.1:3000'],
      ['http://127.0.1.1', 'http://127.0.1.1:3000'],
      ['http://192.168.1.10:8443', 'http://192.168.1.10:3000'],
    ].entries()) {
      const email = `port-${index}@contoh.id`;
      expect((await send(`${base}/math/api/auth/sign-up/email`, { email, password: PASSWORD, name: 'Siswa Baru' })).status).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail?.textBody).toContain(`${linked}/math/api/auth/verify-email?token=`);
    }
  });
});

describe('the same-origin check on its own', () => {
  // Without the Host check in front of it (a route mounted elsewhere, a changed order), a
  // request whose Origin matches a forged Host is still refused.
  const app = new Hono<AppEnv>()
    .use('*', requireSameOrigin({ trustedOrigins: [], knownHosts: createKnownHosts({ interfaceAddresses: ['192.168.1.10'], trustedOrigins: [] }) }))
    .post('/write', (c) => c.json({ ok: true }))
    .onError(handleError);
  const write = (base: string) => app.request(`${base}/write`, { method: 'POST', headers: { origin: base } });

  it('refuses a same-origin write at a host that is not the app\'s own, and accepts one at its own', async () => {
    expect((await write(FORGED)).status).toBe(403);
    expect((await write('http://192.168.1.10:3000')).status).toBe(200);
    expect((await write('http://localhost:3000')).status).toBe(200);
  });
});

// The real server reads this machine's interfaces at start (main.ts) and sees the Host header a
// client sends; node:http sends the Host given, as curl -H 'Host: ...' would.
function rawRequest(address: string, port: number, { host, method = 'GET', body }: { host: string; method?: string; body?: unknown }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { host, origin: `http://${host}` };
  if (payload) headers['content-type'] = 'application/json';
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: address, port, method, path: '/math/api/auth/send-verification-email', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const lanAddress = Object.values(os.networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address;

describe.runIf(lanAddress)('the real server without PUBLIC_URL, listening on every interface', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    port = await findFreePort();
    server = createServerProcess({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-known-hosts-')),
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: '', HOST: '0.0.0.0', REQUIRE_EMAIL_VERIFICATION: 'true' },
    });
    await server.start();
    await createUserWithPassword(database.db, { email: 'lan@contoh.id', password: PASSWORD, emailVerified: false });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    if (server) fs.rmSync(path.dirname(server.logPath), { recursive: true, force: true });
    await database?.drop();
  });

  it('mails a link to the machine\'s own LAN address, and refuses a forged Host on the same socket', async () => {
    const body = { email: 'lan@contoh.id' };
    const forged = await rawRequest(lanAddress!, port, { host: 'evil.example', method: 'POST', body });
    expect(forged.status).toBe(421);
    expect(JSON.parse(forged.body).error.code).toBe('request.unknown_host');
    const own = await rawRequest(lanAddress!, port, { host: `${lanAddress}:${port}`, method: 'POST', body });
    expect(own.status).toBe(200);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lan@contoh.id'));
    expect(mails.map((mail) => mail.textBody.match(/https?:\/\/[^/\s]+/)?.[0])).toEqual([`http://${lanAddress}:${port}`]);
  });

  it('puts the port it listens on in the link when the Host header names another', async () => {
    const body = { email: 'lan@contoh.id' };
    expect((await rawRequest('127.0.0.1', port, { host: '127.0.0.1:1', method: 'POST', body })).status).toBe(200);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lan@contoh.id'));
    expect(mails.map((mail) => mail.textBody.match(/https?:\/\/[^/\s]+/)?.[0])).toContain(`http://127.0.0.1:${port}`);
    expect(mails.map((mail) => mail.textBody).join('\n')).not.toContain('127.0.0.1:1/');
  });
});
