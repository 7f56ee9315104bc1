import type { TSubmittedAnswer } from '../../../core/problem-shapes';

// Spec 4: a guest's correct result lasts for the browser session only.
const STORAGE_KEY = 'latsol.solved';

type TSolvedByProblem = Record<string, TSubmittedAnswer>;

function readAll(): TSolvedByProblem {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as TSolvedByProblem) : {};
  } catch {
    return {};
  }
}

function writeAll(solved: TSolvedByProblem): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(solved));
  } catch {
    // Storage may be full or disabled (private mode): the result then lasts for this page only.
  }
}

export function readGuestSolved(problemId: string): TSubmittedAnswer | undefined {
  return readAll()[problemId];
}

export function rememberGuestSolved(problemId: string, answer: TSubmittedAnswer): void {
  writeAll({ ...readAll(), [problemId]: answer });
}

export function forgetGuestSolved(problemId: string): void {
  const { [problemId]: _forgotten, ...rest } = readAll();
  writeAll(rest);
}
