import { useId, useState, type FormEvent } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError, inputClass } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import {
  figureInputText,
  hasFigureFilters,
  NO_FIGURE_FILTERS,
  NUMBER_FIGURE_KEYS,
  readFigureInput,
  type TFigureFilters,
  type TNumberFigure,
} from '../figure-filters';

const NUMBER_FIELDS: Record<TNumberFigure, { label: string; isPercent: boolean }> = {
  minLearners: { label: 'Min. siswa', isPercent: false },
  maxFirstTryPercent: { label: 'Maks. benar pertama', isPercent: true },
  maxEventualPercent: { label: 'Maks. akhirnya benar', isPercent: true },
  minMeanAttempts: { label: 'Min. rata-rata upaya', isPercent: false },
};

type TTexts = Record<TNumberFigure, string>;

const textsOf = (filters: TFigureFilters): TTexts =>
  Object.fromEntries(NUMBER_FIGURE_KEYS.map((key) => [key, figureInputText(filters[key])])) as TTexts;

type FigureFiltersPanelProps = { filters: TFigureFilters; onChange: (change: Partial<TFigureFilters>) => void };

/** The two switches apply at once; the bounds on 'Terapkan' (or Enter), so typing does not reload. */
export function FigureFiltersPanel({ filters, onChange }: FigureFiltersPanelProps) {
  const id = useId();
  const urlTexts = textsOf(filters);
  const [texts, setTexts] = useState(urlTexts);
  const [errors, setErrors] = useState<Partial<Record<TNumberFigure, string>>>({});
  const [syncedTexts, setSyncedTexts] = useState(urlTexts);
  // Back/forward or 'Hapus saringan' changes the URL: the fields follow it.
  if (NUMBER_FIGURE_KEYS.some((key) => syncedTexts[key] !== urlTexts[key])) {
    setSyncedTexts(urlTexts);
    setTexts(urlTexts);
    setErrors({});
  }

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change: Partial<TFigureFilters> = {};
    const nextErrors: Partial<Record<TNumberFigure, string>> = {};
    for (const key of NUMBER_FIGURE_KEYS) {
      const read = readFigureInput(key, texts[key]);
      if ('error' in read) nextErrors[key] = read.error;
      else change[key] = read.value;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length === 0) onChange(change);
  };

  return (
    <section aria-label="Saring menurut statistik" className="mt-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <form onSubmit={onApply} noValidate className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="flex w-44 flex-col">
          <Switch label="Perlu dicek" checked={filters.needsCheck} onCheckedChange={(needsCheck) => onChange({ needsCheck })} />
          <Checkbox label="Ada laporan" checked={filters.hasOpenReports} onCheckedChange={(hasOpenReports) => onChange({ hasOpenReports })} />
        </div>
        {NUMBER_FIGURE_KEYS.map((key) => {
          const inputId = `${id}-${key}`;
          const errorId = `${inputId}-error`;
          const { label, isPercent } = NUMBER_FIELDS[key];
          return (
            <div key={key} className="w-40 pt-2">
              <label htmlFor={inputId} className="mb-1 block whitespace-nowrap text-sm font-medium text-slate-800">
                {label}
                {isPercent ? <span className="sr-only"> (persen)</span> : null}
              </label>
              <div className="relative">
                <input
                  id={inputId}
                  type="text"
                  inputMode={key === 'minLearners' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={texts[key]}
                  onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={describedBy(errors[key] && errorId)}
                  className={`${inputClass(Boolean(errors[key]))} ${isPercent ? 'pr-9' : ''}`}
                />
                {isPercent ? (
                  <span aria-hidden="true" className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-slate-600">
                    %
                  </span>
                ) : null}
              </div>
              <FieldError id={errorId} message={errors[key]} />
            </div>
          );
        })}
        <div className="flex gap-2 pt-9">
          <button type="submit" className={secondaryButton}>
            Terapkan
          </button>
          {hasFigureFilters(filters) ? (
            <button type="button" className={secondaryButton} onClick={() => onChange(NO_FIGURE_FILTERS)}>
              Hapus saringan
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
