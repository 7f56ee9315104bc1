import { describe, expect, it } from 'vitest';
import { nextStepView } from './next-step-view';

const link = { categoryId: 'CA-AAAAAAAA', topicId: 'TO-BBBBBBBB', subtopicId: 'SU-CCCCCCCC', problemId: 'PR-DDDDDDDD' };
const problemPath = '/latsol/CA-AAAAAAAA/TO-BBBBBBBB/SU-CCCCCCCC/PR-DDDDDDDD';

describe("the dashboard's 'Lanjutkan' card", () => {
  it.each([
    ['due reviews lead to Ulang Soal', { kind: 'review', dueCount: 1200 } as const, { headline: '1.200 soal perlu diulang', action: 'Ulang Soal', to: '/ulang' }],
    ['the next unsolved problem where they last practised', { kind: 'continue', link, subtopicName: 'Persamaan Linear' } as const, { headline: 'Persamaan Linear', action: 'Lanjutkan', to: problemPath }],
    [
      'a subtopic to start, with its level',
      { kind: 'start', link, subtopicName: 'Logaritma', level: 'mulai' } as const,
      { headline: 'Logaritma', action: 'Mulai Latihan', to: problemPath, detail: 'Level Anda di sini: Mulai. Mulai dari soal pertama yang belum selesai.' },
    ],
    ['nothing left to practise', null, { headline: 'Semua soal sudah Anda selesaikan!', action: 'Lihat Latihan Soal', to: '/latsol' }],
  ])('%s', (_what, next, expected) => {
    expect(nextStepView(next)).toMatchObject(expected);
  });
});
