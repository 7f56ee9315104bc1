import type { CSSProperties } from 'react';
import { CorrectMark, type TAnswerOption } from '../../web/components/answer/choice-options';

type StatementGridProps = {
  idPrefix: string;
  statements: TAnswerOption[];
  categories: string[];
  chosen: Record<string, string>;
  onChange: (chosen: Record<string, string>) => void;
  isSolved: boolean;
};

/**
 * mck: one radio group per statement. From the sm breakpoint the groups line up as a table
 * under one header row of categories; on phones each statement is a card with its radios in a row.
 */
export function StatementGrid({ idPrefix, statements, categories, chosen, onChange, isSolved }: StatementGridProps) {
  const columns = { '--mck-columns': categories.length } as CSSProperties;
  const checkedStyle = isSolved
    ? 'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 sm:has-[:checked]:bg-emerald-50'
    : 'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 sm:has-[:checked]:bg-indigo-50';

  return (
    <div style={columns} className="space-y-3 sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(var(--mck-columns),minmax(4.5rem,8rem))] sm:gap-x-2 sm:gap-y-0 sm:space-y-0">
      <div aria-hidden="true" className="hidden sm:col-span-full sm:grid sm:grid-cols-subgrid sm:border-b sm:border-slate-200 sm:pb-2 sm:text-sm sm:font-semibold sm:text-slate-700">
        <span>Pernyataan</span>
        {categories.map((category) => (
          <span key={category} className="text-center leading-snug">
            {category}
          </span>
        ))}
      </div>
      {statements.map((statement, index) => {
        const labelId = `${idPrefix}-${statement.key}`;
        return (
          <div
            key={statement.key}
            role="radiogroup"
            aria-labelledby={labelId}
            className="rounded-xl border border-slate-200 p-3 sm:col-span-full sm:grid sm:grid-cols-subgrid sm:items-center sm:rounded-none sm:border-0 sm:border-b sm:px-0 sm:py-1.5"
          >
            <div id={labelId} className="flex gap-2">
              <span className="shrink-0 font-semibold text-slate-700">{index + 1}.</span>
              <span className="math-content min-w-0 flex-1 overflow-x-auto text-[1.0625rem]" dangerouslySetInnerHTML={{ __html: statement.html }} />
            </div>
            <div className="mt-2.5 flex flex-wrap gap-2 sm:contents">
              {categories.map((category) => (
                <label
                  key={category}
                  className={`flex min-h-11 min-w-[calc(50%-0.25rem)] flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 hover:border-indigo-400 has-[:disabled]:cursor-default has-[:disabled]:hover:border-slate-300 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 sm:min-w-0 sm:justify-center sm:border-transparent sm:px-1 ${checkedStyle}`}
                >
                  <input
                    type="radio"
                    name={labelId}
                    value={category}
                    checked={chosen[statement.key] === category}
                    onChange={() => onChange({ ...chosen, [statement.key]: category })}
                    className={`size-5 shrink-0 focus-visible:outline-none ${isSolved ? 'accent-emerald-600' : 'accent-indigo-700'}`}
                  />
                  <span className="leading-snug sm:sr-only">{category}</span>
                  {isSolved && chosen[statement.key] === category ? <CorrectMark /> : null}
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
