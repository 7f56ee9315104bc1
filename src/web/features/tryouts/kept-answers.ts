import type { TSavedValue } from './answer-saver';
import { keptAnswersKey as keyOf } from './kept-answers-key';

// The answers and 'ragu-ragu' marks a sitting could not save because the session ended, kept in
// this tab (sessionStorage: the login returns to the sitting in the same tab) until the learner
// is back on the sitting. Keyed by tryout and learner: on a shared phone, the next learner to
// sign in never sends the previous one's answers into their own sitting.

export type TKeptAnswers = { sectionId: string; sectionName: string; answers: Record<string, TSavedValue> };

// Storage disabled or full (private mode): nothing is kept, as when the tab is closed.
function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

export function readKeptAnswers(tryoutId: string, userId: string): TKeptAnswers | null {
  const kept = attempt(() => JSON.parse(sessionStorage.getItem(keyOf(tryoutId, userId)) ?? 'null') as TKeptAnswers | null);
  return kept && typeof kept.sectionId === 'string' && kept.answers && typeof kept.answers === 'object' ? kept : null;
}

export function dropKeptAnswers(tryoutId: string, userId: string) {
  attempt(() => sessionStorage.removeItem(keyOf(tryoutId, userId)));
}

/** Keeps `kept` in place of what was kept; with no answers left, forgets it. */
export function keepAnswers(tryoutId: string, userId: string, kept: TKeptAnswers) {
  if (Object.keys(kept.answers).length === 0) dropKeptAnswers(tryoutId, userId);
  else attempt(() => sessionStorage.setItem(keyOf(tryoutId, userId), JSON.stringify(kept)));
}
