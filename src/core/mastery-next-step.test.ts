import { describe, expect, it } from 'vitest';
import { masteryOf, NO_COUNTERS, type TMasteryCounters } from './mastery';
import { nextStepOf, solvesToMahir, subtopicProgressOf } from './mastery-next-step';

// Bits of the recent first tries, latest first: '110' = latest right, then right, then wrong.
const bits = (latestFirst: string) => [...latestFirst].reduce((value, bit, index) => value | (bit === '1' ? 1 << index : 0), 0);
const counters = (over: Partial<TMasteryCounters> & { recent?: string }): TMasteryCounters => {
  const { recent = '', ...rest } = over;
  return { ...NO_COUNTERS, publishedProblems: 7, recentFirstTries: recent.length, recentFirstTryBits: bits(recent), ...rest };
};

describe('the next step of a level (issue 52.5, decision 087)', () => {
  it.each([
    ['nothing tried, 7 published', counters({}), 'belum_mulai', '5 soal benar pada percobaan pertama untuk Mahir'],
    ['nothing tried, 3 published', counters({ publishedProblems: 3 }), 'belum_mulai', '3 soal benar pada percobaan pertama untuk Mahir'],
    ['3 right first tries of 7', counters({ attempted: 3, solved: 3, recent: '111' }), 'mulai', '2 lagi benar pada percobaan pertama untuk Mahir'],
    ['4 right first tries of 7', counters({ attempted: 4, solved: 4, recent: '1111' }), 'mulai', '1 lagi benar pada percobaan pertama untuk Mahir'],
    ['one wrong first try among 3: 5 tries with 4 right needed', counters({ attempted: 3, solved: 2, recent: '101' }), 'mulai', '3 lagi benar pada percobaan pertama untuk Mahir'],
    ['one wrong among 3 of 5 published: 2 fresh are all there are, and the wrong one solved', counters({ publishedProblems: 5, attempted: 3, solved: 2, recent: '101' }), 'mulai', '2 lagi benar pada percobaan pertama dan 1 soal yang belum benar diselesaikan untuk Mahir'],
    ['one wrong, later solved: 2 more right first tries make 4 of 5', counters({ attempted: 3, solved: 3, recent: '101' }), 'mulai', '2 lagi benar pada percobaan pertama untuk Mahir'],
    ['two wrong of the last 5: the window must move on', counters({ attempted: 5, solved: 5, recent: '11100' }), 'mulai', '1 lagi benar pada percobaan pertama untuk Mahir'],
    ['window fine, one solve short (a retried problem will do)', counters({ publishedProblems: 5, attempted: 5, solved: 4, recent: '11110' }), 'mulai', '1 soal yang belum benar lagi diselesaikan untuk Mahir'],
    ['all 3 tried, one first try wrong: out of reach', counters({ publishedProblems: 3, attempted: 3, solved: 3, recent: '110' }), 'mulai', 'Semua soal sudah dicoba: Mahir perlu soal baru yang benar pada percobaan pertama.'],
    ['3 wrong of the last 5, 2 problems left untried: out of reach', counters({ attempted: 5, solved: 5, recent: '00111' }), 'mulai', '2 soal yang belum dicoba tidak cukup untuk Mahir: perlu soal baru yang benar pada percobaan pertama.'],
    ['Mahir, no delayed review yet', counters({ attempted: 5, solved: 5, recent: '11111' }), 'mahir', 'Untuk Menguasai: jawab benar ulangan 7 hari setelah Mahir, di Ulang Soal.'],
    ['Mahir, last delayed review wrong', counters({ attempted: 5, solved: 5, recent: '11111', delayedReviews: 1, lastDelayedCorrect: false }), 'mahir', 'Ulangan terakhir belum benar. Jawab benar ulangan berikutnya di Ulang Soal untuk Menguasai.'],
    ['Menguasai', counters({ attempted: 5, solved: 5, recent: '11111', delayedReviews: 1, delayedCorrect: 1, lastDelayedCorrect: true }), 'menguasai', 'Sudah Menguasai. Jawab benar ulangan berikutnya di Ulang Soal agar tetap Menguasai.'],
  ])('%s', (_name, input, level, words) => {
    expect(masteryOf(input)?.level).toBe(level);
    expect(nextStepOf(input)).toBe(words);
  });

  it('counts solves that really reach Mahir, and the fewest of them', () => {
    // 3 right first tries of 7: 2 more right ones, and 1 would not do.
    expect(solvesToMahir(counters({ attempted: 3, solved: 3, recent: '111' }))).toEqual({ fresh: 2, retried: 0 });
    expect(masteryOf(counters({ attempted: 4, solved: 4, recent: '1111' }))?.level).toBe('mulai');
    expect(masteryOf(counters({ attempted: 5, solved: 5, recent: '11111' }))?.level).toBe('mahir');
    expect(solvesToMahir(counters({ publishedProblems: 3, attempted: 3, solved: 3, recent: '110' }))).toBeNull();
    // A large subtopic stays cheap: at most a window's worth of solves is looked at.
    expect(solvesToMahir(counters({ publishedProblems: 10_000, attempted: 4_000, solved: 10, recentFirstTries: 5, recentFirstTryBits: 0 }))).toEqual({ fresh: 4, retried: 0 });
  });

  it('says how many are solved of the published problems, and nothing for a subtopic without any', () => {
    expect(subtopicProgressOf(counters({ attempted: 3, solved: 3, recent: '111' }))).toEqual({
      solved: 3,
      published: 7,
      solvedText: '3 dari 7 selesai',
      nextStep: '2 lagi benar pada percobaan pertama untuk Mahir',
    });
    // Counters from before an admin unpublished problems never show more solved than there are.
    expect(subtopicProgressOf(counters({ publishedProblems: 2, attempted: 4, solved: 4, recent: '1111' }))?.solvedText).toBe('2 dari 2 selesai');
    expect(subtopicProgressOf(counters({ publishedProblems: 0 }))).toBeNull();
  });
});
