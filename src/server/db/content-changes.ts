import type postgres from 'postgres';

// Published catalogue content held in memory (issue 13: a guest's problem page cost a query for
// data that changes a few times a day), and how it is kept right. Migration 0009 announces every
// committed change to categories, topics, subtopics and problems on the channel
// "content_changed"; one connection of this server LISTENs to it. Every announcement, and every
// admin write through this server (`changed()`), starts a new generation, and a cache drops
// what it holds from an older one. While the connection is not listening (starting, dropped,
// the database down) nothing is served from memory or kept there: a change made meanwhile
// could not be heard. docs/decisions/019-content-in-memory.md. The same connection hears
// session changes for the sessions held in memory (auth/session-lookup.ts, decision 020).

export const CONTENT_CHANNEL = 'content_changed';
// Migration 0010: a session ended or changed, or a user's role, email or existence; the payload
// is the user's id ('' for everyone). The same connection hears it (auth/session-lookup.ts).
export const SESSION_CHANNEL = 'session_changed';

// Migration 0011: the reports, the uploaded questions or the item figures changed; what the admin
// lists show beside content and users' emails (http/held-lists.ts).
export const ADMIN_LISTS_CHANNEL = 'admin_lists_changed';

const RELISTEN_DELAY_MS = 200;

export type ContentChanges = {
  /** Changes whenever content may have changed: what was read under another generation is stale. */
  readonly generation: number;
  /** Whether changes are being heard now; when not, nothing may be served from memory. */
  readonly live: boolean;
  /** Content was changed through this server (it is committed): a new generation at once. */
  changed: () => void;
  /**
   * What the admin lists show: content, the users' emails (any session change), the reports, the
   * uploaded questions and the item figures. Its generation moves with all of those.
   */
  readonly adminLists: Pick<ContentChanges, 'generation' | 'live'>;
  /** A report, an uploaded question or the item figures changed through this server (committed). */
  adminListsChanged: () => void;
  /**
   * `listener` hears every change to sessions or to what a guard reads of a user: the user's id,
   * or null for anyone's (a truncate, a write through this server, the connection lost or
   * listening anew). Returns the function that stops it.
   */
  onSessionChange: (listener: (userId: string | null) => void) => () => void;
  /** A session or user was changed through this server (it is committed): anyone's, at once. */
  sessionsChanged: () => void;
  /** Resolves once every change committed before the call has been heard (tests, scripts). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

type Open = (options: postgres.Options<Record<string, postgres.PostgresType>>) => postgres.Sql;

/** `open` makes the listening connection's client (client.ts's openPostgres on the app's URL). */
export function createContentChanges(open: Open): ContentChanges {
  let generation = 0;
  // Moves with `generation`, with every session change and with the admin lists' own channel.
  let adminGeneration = 0;
  let live = false;
  let closed = false;
  let relistenTimer: NodeJS.Timeout | undefined;
  const sessionListeners = new Set<(userId: string | null) => void>();
  const sessionChanged = (userId: string | null) => {
    adminGeneration += 1;
    for (const listener of sessionListeners) listener(userId);
  };
  const bump = () => {
    generation += 1;
    adminGeneration += 1;
  };
  const bumpAdminLists = () => {
    adminGeneration += 1;
  };

  // `onnotify` is postgres.js's own option (src/connection.js), missing from its types.
  const options: postgres.Options<Record<string, postgres.PostgresType>> & { onnotify: (channel: string, payload: string) => void } = {
    max: 1,
    max_lifetime: null,
    connect_timeout: 2,
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: 'latihan-soal-content-changes' },
    onnotify: (channel: string, payload: string) => {
      if (channel === CONTENT_CHANNEL) bump();
      else if (channel === SESSION_CHANNEL) sessionChanged(payload === '' ? null : payload);
      else if (channel === ADMIN_LISTS_CHANNEL) bumpAdminLists();
    },
    onclose: () => {
      live = false;
      bump();
      sessionChanged(null);
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
      await client.unsafe(`listen "${ADMIN_LISTS_CHANNEL}"`);
      if (closed) return;
      // Whatever changed before this moment was not heard: start from a clean slate.
      bump();
      sessionChanged(null);
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
    changed: bump,
    adminLists: {
      get generation() {
        return adminGeneration;
      },
      get live() {
        return live && !closed;
      },
    },
    adminListsChanged: bumpAdminLists,
    onSessionChange: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    sessionsChanged: () => sessionChanged(null),
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
