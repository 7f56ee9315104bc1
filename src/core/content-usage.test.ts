import { describe, expect, it } from 'vitest';
import { contentUsageLines, isContentInUse, type TContentUsage } from './content-usage';

const none: TContentUsage = { assignments: { total: 0, items: [] }, tryouts: { total: 0, items: [] }, questions: { total: 0, items: [] } };

describe('where content is used, as the delete confirmation says it', () => {
  it('is not in use when every list is empty', () => {
    expect(isContentInUse(none)).toBe(false);
    expect(contentUsageLines(none)).toEqual([]);
  });

  const named: Array<[string, TContentUsage, string[]]> = [
    ['an assignment', { ...none, assignments: { total: 1, items: [{ className: 'XII IPA 1', teacherEmail: 'guru@sekolah.id', assignmentTitle: 'Bab 1', problems: 5, assignmentProblems: 5 }] } }, ['Tugas "Bab 1" di kelas "XII IPA 1" (guru guru@sekolah.id): 5 dari 5 soalnya']],
    ['a tryout, with its state', { ...none, tryouts: { total: 1, items: [{ title: 'SNBT 1', state: 'open', problems: 3 }] } }, ['Tryout "SNBT 1" (Berlangsung): 3 soal']],
    ['a Tanya Soal answer', { ...none, questions: { total: 1, items: [{ userQuestionId: 'UQ-AAAA1111' }] } }, ['Jawaban pertanyaan Tanya Soal UQ-AAAA1111']],
    ['more places than a list names', { ...none, tryouts: { total: 1234, items: [{ title: 'Draf Saja', state: 'draft', problems: 1 }] } }, ['Tryout "Draf Saja" (Draf): 1 soal', 'dan 1.233 tryout lainnya']],
  ];
  it.each(named)('names %s', (_, usage, lines) => {
    expect(isContentInUse(usage)).toBe(true);
    expect(contentUsageLines(usage)).toEqual(lines);
  });

  it('lists assignments, then tryouts, then questions', () => {
    const usage: TContentUsage = {
      assignments: { total: 2, items: [{ className: 'K', teacherEmail: 'k@sekolah.id', assignmentTitle: 'A', problems: 1, assignmentProblems: 10 }] },
      tryouts: { total: 1, items: [{ title: 'T', state: 'final', problems: 2 }] },
      questions: { total: 1, items: [{ userQuestionId: 'UQ-BBBB2222' }] },
    };
    expect(contentUsageLines(usage)).toEqual([
      'Tugas "A" di kelas "K" (guru k@sekolah.id): 1 dari 10 soalnya',
      'dan 1 tugas lainnya',
      'Tryout "T" (Skor akhir): 2 soal',
      'Jawaban pertanyaan Tanya Soal UQ-BBBB2222',
    ]);
  });
});
