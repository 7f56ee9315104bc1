import type { CSSProperties } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TPreview } from '../../web/features/admin-problems/api/preview-problem';
import { CorrectMark } from '../../web/features/admin-problems/components/correct-mark';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';

/** A statements problem in the admin's preview: each statement's category ticked, as once solved. */
export function MckPreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const [categories, chosen] = useWatch({ control, name: ['answerCategories', 'mckAnswer'] });
  const columns = { '--mck-columns': categories.length } as CSSProperties;
  return (
    <div>
      <p className="mb-3 text-base font-semibold text-slate-900">Jawaban Anda</p>
      <div style={columns} className="space-y-3 sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(var(--mck-columns),minmax(4.5rem,8rem))] sm:gap-x-2 sm:gap-y-0 sm:space-y-0">
        <div aria-hidden="true" className="hidden sm:col-span-full sm:grid sm:grid-cols-subgrid sm:border-b sm:border-slate-200 sm:pb-2 sm:text-sm sm:font-semibold sm:text-slate-700">
          <span>Pernyataan</span>
          {categories.map((category, index) => (
            <span key={`${category}-${index}`} className="text-center leading-snug">
              {category}
            </span>
          ))}
        </div>
        {preview.options.map((statement, index) => (
          <div key={statement.key} className="rounded-xl border border-slate-200 p-3 sm:col-span-full sm:grid sm:grid-cols-subgrid sm:items-center sm:rounded-none sm:border-0 sm:border-b sm:px-0 sm:py-1.5">
            <div className="flex gap-2">
              <span className="shrink-0 font-semibold text-slate-700">{index + 1}.</span>
              <span className="math-content min-w-0 flex-1 overflow-x-auto text-[1.0625rem]" dangerouslySetInnerHTML={{ __html: statement.html }} />
            </div>
            <div className="mt-2.5 flex flex-wrap gap-2 sm:contents">
              {categories.map((category, categoryIndex) => (
                <label
                  key={`${category}-${categoryIndex}`}
                  className="flex min-h-11 min-w-[calc(50%-0.25rem)] flex-1 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 sm:min-w-0 sm:justify-center sm:border-transparent sm:px-1 sm:has-[:checked]:bg-emerald-50"
                >
                  <input type="radio" checked={chosen[statement.key] === category} disabled readOnly tabIndex={-1} className="size-5 shrink-0 accent-emerald-600" />
                  <span className="leading-snug sm:sr-only">{category}</span>
                  {chosen[statement.key] === category ? <CorrectMark /> : null}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
