// Idempotency-Key (decision 036): how long a key's stored response answers a repeat.
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

// How many keys one user can make the server store within a key's lifetime (a day; issue 49.5).
// The app's own pages make one per submission, a few dozen a day for a busy learner or teacher;
// past this number a request with a new key is processed but its key is not stored (see
// http/idempotency.ts for why it is not refused).
export const IDEMPOTENCY_KEYS_STORED_PER_USER = 2_000;
