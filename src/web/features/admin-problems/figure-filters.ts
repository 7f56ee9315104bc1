// Filters on a problem's figures (issue 15). Rates are typed and kept in the URL as percentages,
// the way teachers read them, and sent to the server as fractions.
export type TFigureFilters = {
  needsCheck: boolean;
  hasOpenReports: boolean;
  minLearners: number | null;
  maxFirstTryPercent: number | null;
  maxEventualPercent: number | null;
  minMeanAttempts: number | null;
};

export type TNumberFigure = 'minLearners' | 'maxFirstTryPercent' | 'maxEventualPercent' | 'minMeanAttempts';

export const NO_FIGURE_FILTERS: TFigureFilters = {
  needsCheck: false,
  hasOpenReports: false,
  minLearners: null,
  maxFirstTryPercent: null,
  maxEventualPercent: null,
  minMeanAttempts: null,
};

// The server's bounds (admin-problems.routes.ts), in the units typed here.
const NUMBER_FIGURES: Record<TNumberFigure, { max: number; isWhole: boolean; error: string }> = {
  minLearners: { max: 10_000_000, isWhole: true, error: 'Isi bilangan bulat 0 atau lebih.' },
  maxFirstTryPercent: { max: 100, isWhole: false, error: 'Isi persen 0 sampai 100.' },
  maxEventualPercent: { max: 100, isWhole: false, error: 'Isi persen 0 sampai 100.' },
  minMeanAttempts: { max: 1000, isWhole: false, error: 'Isi angka 0 sampai 1000.' },
};

export const NUMBER_FIGURE_KEYS = Object.keys(NUMBER_FIGURES) as TNumberFigure[];

const FLAG_KEYS = ['needsCheck', 'hasOpenReports'] as const;

function inBounds(figure: TNumberFigure, value: number): boolean {
  const { max, isWhole } = NUMBER_FIGURES[figure];
  return Number.isFinite(value) && value >= 0 && value <= max && (!isWhole || Number.isInteger(value));
}

/** What a teacher typed ('12,5' or '12.5'; blank for no filter), or the message if it is not a valid bound. */
export function readFigureInput(figure: TNumberFigure, text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  return inBounds(figure, value) ? { value } : { error: NUMBER_FIGURES[figure].error };
}

/** A bound as a teacher types it back: '12,5'. */
export function figureInputText(value: number | null): string {
  return value === null ? '' : value.toLocaleString('id-ID', { maximumFractionDigits: 4, useGrouping: false });
}

// Rounded to a millionth so 33.3 % is sent as 0.333, not 0.33299999999999996.
export function percentToFraction(percent: number): number {
  return Math.round(percent * 10_000) / 1_000_000;
}

export function figureFiltersFromSearchParams(params: URLSearchParams): TFigureFilters {
  const filters = { ...NO_FIGURE_FILTERS };
  for (const key of FLAG_KEYS) filters[key] = params.get(key) === 'true';
  for (const key of NUMBER_FIGURE_KEYS) {
    const text = params.get(key);
    const value = text === null || text === '' ? Number.NaN : Number(text);
    filters[key] = inBounds(key, value) ? value : null;
  }
  return filters;
}

/** Writes the filters that are set into `params` (URL form: percentages, '.' decimals). */
export function writeFigureFilters(filters: TFigureFilters, params: URLSearchParams): void {
  for (const key of FLAG_KEYS) if (filters[key]) params.set(key, 'true');
  for (const key of NUMBER_FIGURE_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
}

/** The list request's part for these filters: rates as fractions 0..1. */
export function figureQueryFrom(filters: TFigureFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.needsCheck) query.needsCheck = 'true';
  if (filters.hasOpenReports) query.hasOpenReports = 'true';
  if (filters.minLearners !== null) query.minLearners = String(filters.minLearners);
  if (filters.maxFirstTryPercent !== null) query.maxFirstTryRate = String(percentToFraction(filters.maxFirstTryPercent));
  if (filters.maxEventualPercent !== null) query.maxEventualRate = String(percentToFraction(filters.maxEventualPercent));
  if (filters.minMeanAttempts !== null) query.minMeanAttempts = String(filters.minMeanAttempts);
  return query;
}

export function hasFigureFilters(filters: TFigureFilters): boolean {
  return FLAG_KEYS.some((key) => filters[key]) || NUMBER_FIGURE_KEYS.some((key) => filters[key] !== null);
}
