import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';
import { createCache } from '../../cache/cache';
import { createSessionLookup } from './session-lookup';

// Sessions held in memory (session-lookup.ts, decision 020): a signed-in request reads no session
// row while its session is held, and whatever ends a session or changes its user's role or email,
// on any server, drops it as soon as Postgres's notification (migration 0010) arrives.
let t: TestApp;
// Another connection to the same database, as another server, a script or psql would have.
let elsewhere: postgres.Sql;

const dashboard = (cookie: string) => t.request('GET', '/math/api/dashboard', { cookie });
const adminUsers = (cookie: string) => t.request('GET', '/math/api/admin/users', { cookie });

// Writes made without the triggers (session_replication_role = replica): nobody hears them, so an
// answer that still succeeds afterwards can only have come from memory.
const unheard = (statement: (sql: postgres.TransactionSql) => Promise<unknown>) =>
  elsewhere.begin(async (sql) => {
    await sql`set local session_replication_role = replica`;
    await statement(sql);
  });


beforeAll(async () => {
  t = await createTestApp();
  elsewhere = openPostgres(t.databaseUrl, { max: 1, onnotice: () => undefined });
  await waitUntil(() => t.contentChanges.live, 'the listener');
});
afterAll(async () => {
  await elsewhere.end({ timeout: 1 });
  await t.close();
});

describe('sessions held in memory', () => {
  it('answer a held session without reading it, and drop it when another server signs it out', async () => {
    const learner = await t.createSignedInUser();
    expect((await dashboard(learner.cookie)).status).toBe(200);
    await unheard((sql) => sql`delete from sessions where user_id = ${learner.id}`);
    // The row is gone, but nobody said so: the session is answered from memory.
    expect((await dashboard(learner.cookie)).status).toBe(200);
    // What the trigger says for a sign-out on another server.
    await elsewhere`select pg_notify('session_changed', ${learner.id})`;
    await t.contentChanges.settled();
    const refused = await dashboard(learner.cookie);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('auth.session_expired');
  });

  it("drop only the user named: another learner's held session stays held", async () => {
    const one = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    expect((await dashboard(one.cookie)).status).toBe(200);
    expect((await dashboard(other.cookie)).status).toBe(200);
    await unheard((sql) => sql`delete from sessions where user_id in ${elsewhere([one.id, other.id])}`);
    await elsewhere`select pg_notify('session_changed', ${one.id})`;
    await t.contentChanges.settled();
    expect((await dashboard(one.cookie)).status).toBe(401);
    expect((await dashboard(other.cookie)).status).toBe(200);
  });

  it('hear a sign-out, a revocation and an expiry made elsewhere through the triggers', async () => {
    const signedOut = await t.createSignedInUser();
    const expired = await t.createSignedInUser();
    for (const { cookie } of [signedOut, expired]) expect((await dashboard(cookie)).status).toBe(200);
    await elsewhere`delete from sessions where user_id = ${signedOut.id}`;
    await elsewhere`update sessions set expires_at = now() - interval '1 minute' where user_id = ${expired.id}`;
    await t.contentChanges.settled();
    expect((await dashboard(signedOut.cookie)).status).toBe(401);
    expect((await dashboard(expired.cookie)).status).toBe(401);
  });

  it('hear a demotion and a deletion made elsewhere (npm run admin, psql): refused on the next request', async () => {
    const admin = await t.createSignedInUser('admin');
    const deleted = await t.createSignedInUser();
    expect((await adminUsers(admin.cookie)).status).toBe(200);
    expect((await dashboard(deleted.cookie)).status).toBe(200);
    await elsewhere`update users set role = 'basic' where id = ${admin.id}`;
    await elsewhere`delete from users where id = ${deleted.id}`;
    await t.contentChanges.settled();
    const forbidden = await adminUsers(admin.cookie);
    expect(forbidden.status).toBe(403);
    expect((await dashboard(deleted.cookie)).status).toBe(401);
  });

  it("keep a session held through the learner's own writes: XP, answers seen, name", async () => {
    const learner = await t.createSignedInUser();
    expect((await dashboard(learner.cookie)).status).toBe(200);
    // Changes to what no guard reads announce nothing (the trigger's WHEN), so the held session
    // survives them: proven by removing the row unheard afterwards and still being answered.
    await elsewhere`update users set xp_total = xp_total + 10, questions_seen_at = now(), name = 'Budi' where id = ${learner.id}`;
    await t.contentChanges.settled();
    await unheard((sql) => sql`delete from sessions where user_id = ${learner.id}`);
    expect((await dashboard(learner.cookie)).status).toBe(200);
    await elsewhere`select pg_notify('session_changed', ${learner.id})`;
    await t.contentChanges.settled();
    expect((await dashboard(learner.cookie)).status).toBe(401);
  });

  it('serve no session from memory while the listening connection is gone', async () => {
    const learner = await t.createSignedInUser();
    expect((await dashboard(learner.cookie)).status).toBe(200);
    await elsewhere`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'latihan-soal-content-changes' and datname = current_database()`;
    await waitUntil(() => !t.contentChanges.live, 'the listener to notice');
    // Revoked while nobody listens: it must not be missed.
    await unheard((sql) => sql`delete from sessions where user_id = ${learner.id}`);
    expect((await dashboard(learner.cookie)).status).toBe(401);
    await waitUntil(() => t.contentChanges.live, 'the listener to come back');
    expect((await dashboard(learner.cookie)).status).toBe(401);
  });

  it('refuse a session signed out through this server on the very next request, before any notification', async () => {
    const learner = await t.createSignedInUser();
    expect((await dashboard(learner.cookie)).status).toBe(200);
    expect((await t.request('POST', '/math/api/auth/sign-out', { cookie: learner.cookie, body: {} })).status).toBe(200);
    expect((await dashboard(learner.cookie)).status).toBe(401);
  });

  it('hold a session at most ten minutes, and never past its expiry', async () => {
    let now = Date.now();
    const lookup = createSessionLookup(t.db, t.env.AUTH_SECRET!, createCache({ changes: t.contentChanges }), () => now);
    const learner = await t.createSignedInUser();
    expect(await lookup(learner.cookie)).toMatchObject({ kind: 'user', user: { id: learner.id } });
    expect(lookup.isHeld(learner.cookie)).toBe(true);
    await unheard((sql) => sql`delete from sessions where user_id = ${learner.id}`);
    now += 9 * 60_000;
    expect((await lookup(learner.cookie)).kind).toBe('user');
    now += 2 * 60_000;
    expect((await lookup(learner.cookie)).kind).toBe('ended');

    const soon = await t.createSignedInUser();
    await elsewhere`update sessions set expires_at = now() + interval '1 minute' where user_id = ${soon.id}`;
    await t.contentChanges.settled();
    now = Date.now();
    expect((await lookup(soon.cookie)).kind).toBe('user');
    expect(lookup.isHeld(soon.cookie)).toBe(true);
    await unheard((sql) => sql`delete from sessions where user_id = ${soon.id}`);
    now += 61_000;
    expect((await lookup(soon.cookie)).kind).toBe('ended');
  });
});
