import { generatePublicCode, type PublicCodeKind } from '../../core/public-code';
import type { Database } from './client';

const MAX_ATTEMPTS = 5;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

function isUniqueViolationOnCode(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint_name: constraint } = cause as { code?: string; constraint_name?: string };
  // Only the public-code column's unique constraint is retried, never other unique rules.
  return (
    code === '23505' &&
    typeof constraint === 'string' &&
    /_(category|topic|subtopic|problem|theory|image|report|user_question)_id_unique$/.test(constraint)
  );
}

// Runs `insert` with a fresh public code, drawing a new one when the code collides
// (36^8 ≈ 2.8e12 codes: rare, but it must never surface as an error). Each try runs in its own
// transaction, or savepoint when already inside one, so a collision never aborts the caller's.
export async function insertWithUniqueCode<T>(
  writer: Writer,
  kind: PublicCodeKind,
  insert: (tx: Tx, code: string) => Promise<T>,
  generate: (kind: PublicCodeKind) => string = generatePublicCode,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writer.transaction((tx) => insert(tx, generate(kind)));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolationOnCode(error)) throw error;
    }
  }
}
