// What a page does when its JavaScript file does not arrive: an open tab after a deploy asks for
// a chunk that no longer exists (404), or the line dropped. Asking again at once, on every
// render, was a loop of over a hundred requests a second per tab; a thousand stale tabs would
// take the server down. Instead: one retry after a pause, then one full reload (a stale tab gets
// the new version's HTML and chunk names), at most once a minute per tab, then a message.

const RETRY_DELAY_MS = 1_500;
const RELOAD_INTERVAL_MS = 60_000;
const RELOAD_AT_KEY = 'lsm-chunk-reload-at';

/** A chunk that did not load after the retry and the reload: the page asks the learner to reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A JavaScript chunk of the app failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

type TReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type TChunkRecovery = {
  wait: (ms: number) => Promise<void>;
  reload: () => void;
  /** Where the tab remembers its last reload (sessionStorage); null where there is none (the server). */
  storage: TReloadStorage | null;
  now: () => number;
};

function sessionStorageOrNull(): TReloadStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: no record of a reload, so no reload.
    return null;
  }
}

const browserRecovery = (): TChunkRecovery => ({
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  reload: () => window.location.reload(),
  storage: sessionStorageOrNull(),
  now: Date.now,
});

/** Whether the tab may reload now (not within a minute of its last one); if so, records it. */
export function claimReload(storage: TReloadStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const lastReloadAt = Number(storage.getItem(RELOAD_AT_KEY));
    if (lastReloadAt > 0 && now >= lastReloadAt && now - lastReloadAt < RELOAD_INTERVAL_MS) return false;
    storage.setItem(RELOAD_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * `load` (a dynamic import), tried a second time after a pause; if that fails too, the page
 * reloads (the returned promise then never settles) or, when it already did within the minute,
 * rejects with a ChunkLoadError.
 */
export async function loadWithRecovery<T>(load: () => Promise<T>, recovery: () => TChunkRecovery = browserRecovery): Promise<T> {
  try {
    return await load();
  } catch {
    const { wait, reload, storage, now } = recovery();
    await wait(RETRY_DELAY_MS);
    try {
      return await load();
    } catch (error) {
      if (!claimReload(storage, now())) throw new ChunkLoadError(error);
      reload();
      return new Promise<never>(() => undefined);
    }
  }
}
