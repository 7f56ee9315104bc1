// A form in progress kept in this browser, so a reload or a crash loses nothing. Keyed by what
// is being edited (e.g. 'problem:PR-XXXXXXXX' or 'problem:new'); the saved copy names the
// version it started from, so a draft of an older version is offered with that known.
export type TLocalDraft<T> = { values: T; savedAt: string; baseVersion: number | null };

const PREFIX = 'lsm-draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft<T>(key: string): TLocalDraft<T> | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as TLocalDraft<T>;
    return parsed && typeof parsed === 'object' && 'values' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft<T>(key: string, values: T, baseVersion: number | null, now: Date = new Date()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ values, savedAt: now.toISOString(), baseVersion } satisfies TLocalDraft<T>));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
