import { describe, expect, it } from 'vitest';
import {
  figureFiltersFromSearchParams,
  figureInputText,
  figureQueryFrom,
  hasFigureFilters,
  NO_FIGURE_FILTERS,
  percentToFraction,
  readFigureInput,
  writeFigureFilters,
} from './figure-filters';

describe('percentages typed by a teacher, fractions sent to the server', () => {
  it.each([
    [0, 0],
    [20, 0.2],
    [12.5, 0.125],
    [33.3, 0.333],
    [100, 1],
  ])('%s %% is %s', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
  });
});

describe('reading a bound from its field', () => {
  it.each([
    ['maxFirstTryPercent', '12,5', 12.5],
    ['maxFirstTryPercent', '12.5', 12.5],
    ['maxFirstTryPercent', ' 20 ', 20],
    ['maxEventualPercent', '100', 100],
    ['minLearners', '20', 20],
    ['minMeanAttempts', '2,25', 2.25],
  ] as const)('%s reads %j as %s', (figure, text, value) => {
    expect(readFigureInput(figure, text)).toEqual({ value });
  });

  it('a blank field means no filter', () => {
    expect(readFigureInput('minLearners', '  ')).toEqual({ value: null });
  });

  it.each([
    ['maxFirstTryPercent', '101'],
    ['maxFirstTryPercent', '-5'],
    ['maxFirstTryPercent', '20%'],
    ['maxEventualPercent', 'lima puluh'],
    ['minLearners', '2,5'],
    ['minMeanAttempts', '1001'],
  ] as const)('%s refuses %j with a message', (figure, text) => {
    expect(readFigureInput(figure, text)).toHaveProperty('error');
  });

  it('writes a bound back the Indonesian way', () => {
    expect(figureInputText(12.5)).toBe('12,5');
    expect(figureInputText(20)).toBe('20');
    expect(figureInputText(null)).toBe('');
  });
});

describe('figure filters in the URL', () => {
  it('an empty URL filters nothing', () => {
    const filters = figureFiltersFromSearchParams(new URLSearchParams());
    expect(filters).toEqual(NO_FIGURE_FILTERS);
    expect(hasFigureFilters(filters)).toBe(false);
  });

  it('reads back exactly what it wrote', () => {
    const filters = { needsCheck: true, hasOpenReports: true, minLearners: 20, maxFirstTryPercent: 12.5, maxEventualPercent: 50, minMeanAttempts: 2 };
    const params = new URLSearchParams();
    writeFigureFilters(filters, params);
    expect(figureFiltersFromSearchParams(params)).toEqual(filters);
    expect(hasFigureFilters(filters)).toBe(true);
  });

  it.each([
    ['maxFirstTryPercent', '150'],
    ['maxFirstTryPercent', 'abc'],
    ['minLearners', '1.5'],
    ['minMeanAttempts', '-1'],
  ])('ignores a nonsense %s=%s from an edited link', (key, value) => {
    expect(figureFiltersFromSearchParams(new URLSearchParams({ [key]: value }))).toEqual(NO_FIGURE_FILTERS);
  });

  it("a flag is on only as 'true'", () => {
    expect(figureFiltersFromSearchParams(new URLSearchParams({ needsCheck: '1' })).needsCheck).toBe(false);
  });

  it('sends nothing when nothing is set', () => {
    expect(figureQueryFrom(NO_FIGURE_FILTERS)).toEqual({});
  });
});
