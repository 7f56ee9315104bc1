// Where kept-answers.ts keeps a sitting's answers; apart from it so the sitting page's first
// JavaScript asks only whether there are any (the rest comes with the running section's chunk).
export const keptAnswersKey = (tryoutId: string, userId: string) => `lsm-tryout-kept:${tryoutId}:${userId}`;

export function hasKeptAnswers(tryoutId: string, userId: string): boolean {
  try {
    return sessionStorage.getItem(keptAnswersKey(tryoutId, userId)) !== null;
  } catch {
    return false;
  }
}
