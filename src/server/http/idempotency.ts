import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GuardEnv } from '../accounts';
import type { Database } from '../db/client';
import { changesOnCommit, type Changes } from '../db/content-changes';
import { runOnce } from '../db/idempotency';
import type { Writer } from '../db/unique-code';
import { createError } from './app-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
// The app sends a UUID; other clients may send any short printable token (as Stripe's API allows).
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const idempotencyErrors = {
  invalidKey: () =>
    createError({ code: 'request.idempotency_key_invalid', status: 400, message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' }),
  keyReused: () =>
    createError({ code: 'request.idempotency_key_reused', status: 422, message: 'This Idempotency-Key was already used for a different request' }),
};

// What makes two requests "the same": the validated JSON body, or an upload's bytes.
function hashOf(fingerprint: unknown): string {
  const bytes = fingerprint instanceof Uint8Array ? fingerprint : JSON.stringify(fingerprint ?? null);
  return createHash('sha256').update(bytes).digest('base64url');
}

type Once<S extends ContentfulStatusCode> = { db: Database; status: S; fingerprint?: unknown };

/**
 * What `create` tells its usecase's `changes` through: as they are when it writes through `db`
 * (the usecase tells them after its own commit), held until the claim's transaction has committed
 * when it writes in that.
 */
export type AfterCommit = (changes: Changes) => Changes;

/**
 * A create or send answered once per Idempotency-Key: `create` writes through the writer it is
 * given (the transaction that also stores the key and this response), and a repeat of the request
 * gets the stored response instead of a second row. Without the header it simply runs. What the
 * usecase says changed is told once the claim's transaction has committed (AfterCommit).
 */
export async function respondOnce<T extends object, S extends ContentfulStatusCode>(
  c: Context<GuardEnv>,
  { db, status, fingerprint }: Once<S>,
  create: (writer: Writer, afterCommit: AfterCommit) => Promise<T>,
) {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return c.json(await create(db, (changes) => changes), status);
  if (!KEY_PATTERN.test(key)) throw idempotencyErrors.invalidKey();
  const claim = { userId: c.get('user').id, key, endpoint: `${c.req.method} ${c.req.path}`, requestHash: hashOf(fingerprint) };
  const onCommit = changesOnCommit();
  const outcome = await runOnce(db, claim, async (tx) => ({ status, body: await create(tx, onCommit.defer) }));
  onCommit.commit();
  if (outcome.kind === 'reused') throw idempotencyErrors.keyReused();
  return c.json(outcome.response.body, status);
}
