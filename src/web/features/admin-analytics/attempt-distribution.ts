import type { TSolveFigures } from '../../../core/item-analytics';

export type TAttemptBar = { label: string; count: number; share: number };

/** Among the learners who solved it, how many did on the 1st, 2nd, 3rd and 4th-or-later try. */
export function attemptBars({ one, two, three, fourOrMore }: TSolveFigures['solvedOnAttempt']): TAttemptBar[] {
  const solved = one + two + three + fourOrMore;
  const bar = (label: string, count: number) => ({ label, count, share: solved === 0 ? 0 : count / solved });
  return [bar('1', one), bar('2', two), bar('3', three), bar('4+', fourOrMore)];
}
