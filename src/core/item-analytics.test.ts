import { describe, expect, it } from 'vitest';
import { flagReasons, formatMeanAttempts, formatRate, freshnessLabel, ITEM_ANALYTICS, normalisedAnswer, topWrongAnswers } from './item-analytics';

describe("'Perlu dicek' (thresholds in ITEM_ANALYTICS)", () => {
  const figures = { learners: 20, firstTryRate: 0.5, eventualRate: 0.9, openReports: 0 };
  it.each<[string, Partial<typeof figures>, string[]]>([
    ['a healthy problem', {}, []],
    ['first-try rate just under 20 %', { firstTryRate: 0.199 }, ['low_first_try']],
    ['first-try rate at 20 %', { firstTryRate: 0.2 }, []],
    ['final rate just under 50 %', { eventualRate: 0.49 }, ['low_eventual']],
    ['both low', { firstTryRate: 0.1, eventualRate: 0.3 }, ['low_first_try', 'low_eventual']],
    ['low rates from 19 learners: not enough data', { learners: 19, firstTryRate: 0, eventualRate: 0 }, []],
    ['an open report, whatever the numbers', { learners: 0, firstTryRate: null as unknown as number, eventualRate: null as unknown as number, openReports: 1 }, ['open_report']],
    ['low rates and a report', { firstTryRate: 0.1, openReports: 2 }, ['low_first_try', 'open_report']],
  ])('%s', (_, change, reasons) => {
    expect(flagReasons({ ...figures, ...change })).toEqual(reasons);
  });

  it('keeps its thresholds in one place', () => {
    expect(ITEM_ANALYTICS).toMatchObject({ minLearnersForRates: 20, lowFirstTryRate: 0.2, lowEventualRate: 0.5, recentDays: 30, topWrongAnswers: 10 });
  });
});

describe('wrong answers counted by meaning', () => {
  it.each<[string, { type: string; answerMode?: string }, unknown, unknown, boolean]>([
    ['an mcma set in another order', { type: 'mcma' }, ['C', 'B'], ['B', 'C'], true],
    ['an mcma set with a repeated key', { type: 'mcma' }, ['B', 'B', 'C'], ['C', 'B'], true],
    ['different mcma sets', { type: 'mcma' }, ['B'], ['B', 'C'], false],
    ['an mck sheet in another key order', { type: 'mck' }, { statement_2: 'Salah', statement_1: 'Benar' }, { statement_1: 'Benar', statement_2: 'Salah' }, true],
    ['mck sheets that differ', { type: 'mck' }, { statement_1: 'Salah' }, { statement_1: 'Benar' }, false],
    ['number mode: one value in two forms', { type: 'input', answerMode: 'number' }, '2,5', '5/2', true],
    ['number mode: 1.000 and 1000', { type: 'input', answerMode: 'number' }, '1.000', '1000', true],
    ['number mode: different values', { type: 'input', answerMode: 'number' }, '2,5', '2,6', false],
    ['text mode: letter case does not matter, as in grading', { type: 'input', answerMode: 'text' }, 'X+2', 'x+2', true],
    ['text mode: 2,5 and 2.5 are different texts', { type: 'input', answerMode: 'text' }, '2,5', '2.5', false],
    ['mcq keys', { type: 'mcq' }, 'B', 'B', true],
  ])('%s', (_, problem, left, right, same) => {
    expect(normalisedAnswer(problem, left).key === normalisedAnswer(problem, right).key).toBe(same);
  });

  it('merges groups, names each by its most common form, keeps the ten most common with their share', () => {
    const groups = [
      { answer: '5/2', count: 3 },
      { answer: '2,5', count: 5 },
      { answer: '2.5', count: 1 },
      { answer: '3', count: 2 },
      ...Array.from({ length: 12 }, (_, index) => ({ answer: String(100 + index), count: 1 })),
    ];
    const { total, top } = topWrongAnswers({ type: 'input', answerMode: 'number' }, groups);
    expect(total).toBe(23);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ answer: '2,5', count: 9, share: 9 / 23 });
    expect(top[1]).toEqual({ answer: '3', count: 2, share: 2 / 23 });
  });

  it('shows mck answers by statement number', () => {
    expect(normalisedAnswer({ type: 'mck' }, { statement_2: 'Salah', statement_1: 'Benar' }).display).toBe('1: Benar; 2: Salah');
  });
});

describe('formatting', () => {
  it('writes rates and means the Indonesian way', () => {
    expect(formatRate(1 / 3)).toBe('33,3%');
    expect(formatRate(null)).toBe('–');
    expect(formatMeanAttempts(35 / 15)).toBe('2,33');
  });

  it('says how fresh the figures are', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(freshnessLabel('2026-11-25T09:59:40Z', now)).toBe('diperbarui baru saja');
    expect(freshnessLabel('2026-11-25T09:55:00Z', now)).toBe('diperbarui 5 menit lalu');
    expect(freshnessLabel('2026-11-25T07:00:00Z', now)).toBe('diperbarui 3 jam lalu');
    expect(freshnessLabel('2026-11-23T10:00:00Z', now)).toBe('diperbarui 2 hari lalu');
    expect(freshnessLabel(null, now)).toBe('belum pernah dihitung');
  });
});
