import { generatePublicCode, type PublicCodeKind } from '../../core/public-code';
import type { Database } from './client';

const MAX_ATTEMPTS = 5;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

// Only the public-code column's unique constraint is retried, never other unique rules.
const isUniqueViolationOnCode = (error: unknown) =>
  isUniqueViolationOf(error, (constraint) => /_(category|topic|subtopic|problem|theory|image|report|user_question)_id_unique$/.test(constraint));

// Runs `write` with a fresh code from `generate`, drawing a new one when `collides` says the write
// hit the code's unique constraint (codes are drawn from a space large enough that it is rare, but
// it must never surface as an error). Each try runs in its own transaction, or savepoint when
// already inside one, so a collision never aborts the caller's.
export async function withFreshCode<T>(
  writer: Writer,
  generate: () => string,
  write: (tx: Tx, code: string) => Promise<T>,
  collides: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writer.transaction((tx) => write(tx, generate()));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !collides(error)) throw error;
    }
  }
}

/** A unique violation on the named constraint (`cause`: drizzle wraps the driver's error). */
export function isUniqueViolationOf(error: unknown, isConstraint: (constraint: string) => boolean): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint_name: constraint } = cause as { code?: string; constraint_name?: string };
  return code === '23505' && typeof constraint === 'string' && isConstraint(constraint);
}

// Runs `insert` with a fresh public code (36^8 ≈ 2.8e12 codes).
export async function insertWithUniqueCode<T>(
  writer: Writer,
  kind: PublicCodeKind,
  insert: (tx: Tx, code: string) => Promise<T>,
  generate: (kind: PublicCodeKind) => string = generatePublicCode,
): Promise<T> {
  return withFreshCode(writer, () => generate(kind), insert, isUniqueViolationOnCode);
}
