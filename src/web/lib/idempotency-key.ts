import { useRef } from 'react';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// 128 random bits; crypto.randomUUID is missing outside secure contexts (plain http on a LAN).
const newKey = () => crypto.getRandomValues(new Uint32Array(4)).join('-');

/** The header a create or send carries (docs/decisions/036-idempotent-creates.md). */
export const idempotencyHeaders = (key: string | undefined) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined);

/**
 * One key per submission: made when the form mounts, sent again by a double-click or a retry of
 * the same submission (the server answers those with the first result), and renewed once the
 * submission succeeded, or was refused as the reuse of a key, so the next one is new.
 */
export function useIdempotencyKey() {
  const key = useRef<string>(null);
  key.current ??= newKey();
  return {
    current: () => key.current!,
    settled: (_data: unknown, error: { code?: string } | null) => {
      if (!error || error.code === 'request.idempotency_key_reused') key.current = newKey();
    },
  };
}
