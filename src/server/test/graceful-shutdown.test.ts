import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../db/factories';
import { userQuestions } from '../db/schema';
import { findFreePort } from '../free-port';
import { createServerProcess, sleep, type ServerProcess } from './crash-server';
import { slowPhotoUpload } from './slow-upload';
import { createTestDatabase, type TestDatabase } from './test-db';

// Issue 30: SIGTERM (a deploy, a `docker stop`) cut two slow uploads with a broken pipe and the
// process exited 1. The real server, a learner's photo arriving over 3 s, SIGTERM just after it began.

const UPLOAD_MS = 3000;
const PIECES = 10;
const PASSWORD = 'kuda-laut-berlari-9';

let database: TestDatabase;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-drain-'));
  server = createServerProcess({ dataDir, port: await findFreePort(), databaseUrl: database.url });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  await createUserWithPassword(database.db, { email, password: PASSWORD });
  const response = await fetch(`${server.baseUrl}/math/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('SIGTERM', () => {
  it('lets an upload in flight finish, refuses new connections meanwhile, then exits 0', { timeout: 60_000 }, async () => {
    const cookie = await signIn('pelan@contoh.id');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 240, g: 240, b: 230 } } }).jpeg().toBuffer();

    let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
    const sent = slowPhotoUpload({ baseUrl: server.baseUrl, origin: server.baseUrl, cookie, photo, overMs: UPLOAD_MS, pieces: PIECES });
    void sent.started.then(() => {
      exited = server.kill('SIGTERM');
    });
    const upload = sent.answered;
    await sleep(UPLOAD_MS / 3);
    // The upload is still arriving, and the server no longer takes new connections.
    await expect(fetch(`${server.baseUrl}/math/api/health`)).rejects.toThrow();

    const { status, body } = await upload;
    expect(status).toBe(201);
    const { question } = JSON.parse(body) as { question: { userQuestionId: string } };
    expect(await exited).toEqual({ code: 0, signal: null });
    const [row] = await database.db.select({ imageUrl: userQuestions.imageUrl }).from(userQuestions).where(eq(userQuestions.userQuestionId, question.userQuestionId));
    expect(fs.existsSync(path.join(dataDir, 'uploads', row!.imageUrl))).toBe(true);
  });
});
