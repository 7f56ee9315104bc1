import { describe, expect, it } from 'vitest';
import { attemptBars } from './attempt-distribution';

describe('attempts it took to solve', () => {
  it('shares are of the learners who solved it', () => {
    expect(attemptBars({ one: 2, two: 1, three: 0, fourOrMore: 1 })).toEqual([
      { label: '1', count: 2, share: 0.5 },
      { label: '2', count: 1, share: 0.25 },
      { label: '3', count: 0, share: 0 },
      { label: '4+', count: 1, share: 0.25 },
    ]);
  });

  it('nobody solved it: four empty bars, not a division by zero', () => {
    expect(attemptBars({ one: 0, two: 0, three: 0, fourOrMore: 0 }).map((bar) => bar.share)).toEqual([0, 0, 0, 0]);
  });
});
