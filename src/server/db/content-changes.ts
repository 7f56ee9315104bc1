import type postgres from 'postgres';

// What the one cache (cache/cache.ts) hears, so it never serves what a write changed. Code that
// writes content or sessions says so after its commit (`contentChanged()`, `sessionChanged()`),
// and this server drops what it held at once; Postgres announces every committed change to
// categories, topics, subtopics and problems (migration 0009) and to sessions and users (0010)
// too, on channels one connection of every server LISTENs to, so other servers and writes outside
// the app (psql, scripts) are heard a moment later. While that connection is not listening
// (starting, dropped, the database down) nothing that follows changes is served from memory or
// kept there: a change made meanwhile elsewhere could not be heard. Decisions 019, 020 and 041.

export const CONTENT_CHANNEL = 'content_changed';
// Migration 0010: a session ended or changed, or a user's role, email or existence; the payload
// is the user's id ('' for everyone).
export const SESSION_CHANNEL = 'session_changed';

/** What a change drops from memory: content, one user's entries, every user's, or everything (something may have been missed). */
export type ChangeHeard = 'content' | `user:${string}` | 'user:*' | '*';

const RELISTEN_DELAY_MS = 200;

/**
 * What writing code tells after its commit, so this server never serves what it held before the
 * write (other servers hear it from Postgres). A usecase receives it through its deps.
 */
export type Changes = {
  /** Categories, topics, subtopics or problems changed (committed). */
  contentChanged: () => void;
  /**
   * A session of `userId` ended, or the user's role or email changed, or the user was deleted
   * (committed); null: anyone's.
   */
  sessionChanged: (userId: string | null) => void;
};

export type ContentChanges = Changes & {
  /** Changes whenever content may have changed: what was read under another generation is stale. */
  readonly generation: number;
  /** Whether changes are being heard now; when not, nothing may be served from memory. */
  readonly live: boolean;
  /** `listener` hears every change, told here or announced by Postgres. Returns the function that stops it. */
  onChange: (listener: (change: ChangeHeard) => void) => () => void;
  /** Resolves once every change committed before the call has been heard (tests, scripts). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * For code that writes in a transaction it does not commit itself (an idempotency claim's,
 * http/idempotency.ts): what it tells through `defer(changes)` is told to `changes` by
 * `commit()`, once that transaction has committed, and never if it did not.
 */
export function changesOnCommit() {
  const told: (() => void)[] = [];
  return {
    defer: (changes: Changes): Changes => ({
      contentChanged: () => void told.push(() => changes.contentChanged()),
      sessionChanged: (userId) => void told.push(() => changes.sessionChanged(userId)),
    }),
    commit: () => {
      for (const tell of told.splice(0)) tell();
    },
  };
}

type Open = (options: postgres.Options<Record<string, postgres.PostgresType>>) => postgres.Sql;

/** `open` makes the listening connection's client (client.ts's openPostgres on the app's URL). */
export function createContentChanges(open: Open): ContentChanges {
  let generation = 0;
  let live = false;
  let closed = false;
  let relistenTimer: NodeJS.Timeout | undefined;
  const listeners = new Set<(change: ChangeHeard) => void>();
  const tell = (change: ChangeHeard) => {
    if (change === 'content' || change === '*') generation += 1;
    for (const listener of listeners) listener(change);
  };
  const contentChanged = () => tell('content');
  const sessionChanged = (userId: string | null) => tell(userId === null ? 'user:*' : `user:${userId}`);

  // `onnotify` is postgres.js's own option (src/connection.js), missing from its types.
  const options: postgres.Options<Record<string, postgres.PostgresType>> & { onnotify: (channel: string, payload: string) => void } = {
    max: 1,
    max_lifetime: null,
    connect_timeout: 2,
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: 'latihan-soal-content-changes' },
    onnotify: (channel: string, payload: string) => {
      if (channel === CONTENT_CHANNEL) contentChanged();
      else if (channel === SESSION_CHANNEL) sessionChanged(payload === '' ? null : payload);
    },
    onclose: () => {
      live = false;
      tell('*');
      scheduleListen();
    },
  };
  const client = open(options);

  function scheduleListen() {
    if (closed || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      void listen();
    }, RELISTEN_DELAY_MS);
    relistenTimer.unref();
  }

  async function listen() {
    if (closed) return;
    try {
      await client.unsafe(`listen "${CONTENT_CHANNEL}"`);
      await client.unsafe(`listen "${SESSION_CHANNEL}"`);
      if (closed) return;
      // Whatever changed before this moment was not heard: start from a clean slate.
      tell('*');
      live = true;
    } catch {
      live = false;
      scheduleListen();
    }
  }
  void listen();

  return {
    get generation() {
      return generation;
    },
    get live() {
      return live && !closed;
    },
    contentChanged,
    sessionChanged,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {
      // Postgres delivers a notification to an idle listening session before it answers the
      // session's next query, so once this round trip is back, earlier commits have been heard.
      if (live) await client`select 1`.catch(() => undefined);
    },
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(relistenTimer);
      await client.end({ timeout: 1 });
    },
  };
}
