import { describe, expect, it } from 'vitest';
import { masteryOf, NO_COUNTERS, subtopicLevelOf, type TMasteryCounters } from './mastery';

// Bits of the recent first tries, latest first: '11101' = latest right, then right, right, wrong, right.
const bits = (latestFirst: string) => [...latestFirst].reduce((value, bit, index) => value | (bit === '1' ? 1 << index : 0), 0);
const counters = (over: Partial<TMasteryCounters> & { recent?: string }): TMasteryCounters => {
  const { recent = '', ...rest } = over;
  return { ...NO_COUNTERS, publishedProblems: 10, recentFirstTries: recent.length, recentFirstTryBits: bits(recent), ...rest };
};

describe('masteryOf (decision 050)', () => {
  it.each([
    ['no published problem: no level', counters({ publishedProblems: 0, attempted: 3, solved: 3, recent: '111' }), null],
    ['nothing tried', counters({}), 'belum_mulai'],
    ['tried, none solved', counters({ attempted: 1, recent: '0' }), 'mulai'],
    ['4 solved of 10 published: too few', counters({ attempted: 4, solved: 4, recent: '1111' }), 'mulai'],
    ['5 solved, 5 of 5 first tries', counters({ attempted: 5, solved: 5, recent: '11111' }), 'mahir'],
    ['5 solved, 4 of 5 first tries', counters({ attempted: 6, solved: 5, recent: '11011' }), 'mahir'],
    ['5 solved, 3 of 5 first tries', counters({ attempted: 6, solved: 5, recent: '10011' }), 'mulai'],
    ['the latest 5 count, not older ones (recentFirstTries 5, a 6th bit ignored)', counters({ attempted: 9, solved: 8, recentFirstTries: 5, recentFirstTryBits: bits('11110') }), 'mahir'],
    ['3 published, all 3 solved first try', counters({ publishedProblems: 3, attempted: 3, solved: 3, recent: '111' }), 'mahir'],
    ['3 published, all solved, one first try wrong', counters({ publishedProblems: 3, attempted: 3, solved: 3, recent: '110' }), 'mulai'],
    ['Mahir and the latest delayed review right', counters({ attempted: 5, solved: 5, recent: '11111', delayedReviews: 1, delayedCorrect: 1, lastDelayedCorrect: true }), 'menguasai'],
    ['Mahir, latest delayed review wrong', counters({ attempted: 5, solved: 5, recent: '11111', delayedReviews: 2, delayedCorrect: 1, lastDelayedCorrect: false }), 'mahir'],
    ['delayed reviews right but not Mahir', counters({ attempted: 2, solved: 2, recent: '11', delayedReviews: 1, delayedCorrect: 1, lastDelayedCorrect: true }), 'mulai'],
  ])('%s', (_name, input, level) => {
    expect(masteryOf(input)?.level ?? null).toBe(level);
  });

  it('gives its reason in Indonesian', () => {
    expect(masteryOf(counters({ attempted: 6, solved: 5, recent: '11011' }))?.reason).toBe('Mahir: 4 dari 5 soal terakhir benar pada percobaan pertama');
    expect(masteryOf(counters({}))?.reason).toBe('Belum Mulai: belum ada soal yang dikerjakan');
    expect(masteryOf(counters({ attempted: 3, solved: 2, recent: '110' }))?.reason).toBe('Mulai: 2 dari 5 soal sudah benar');
    expect(masteryOf(counters({ attempted: 6, solved: 5, recent: '10011' }))?.reason).toBe('Mulai: 3 dari 5 soal terakhir benar pada percobaan pertama (perlu 4)');
    expect(subtopicLevelOf('SU-ABCDEFGH', counters({ attempted: 5, solved: 5, recent: '11111', delayedCorrect: 1, lastDelayedCorrect: true }))).toEqual({
      subtopicId: 'SU-ABCDEFGH',
      level: 'menguasai',
      label: 'Menguasai',
      reason: 'Menguasai: 5 dari 5 soal terakhir benar pada percobaan pertama, dan ulangan 7 hari kemudian tetap benar',
    });
  });
});
