import type { CSSProperties } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TagChips } from '../../../components/tag-chips';
import type { TPreview } from '../api/preview-problem';
import type { TProblemFormValues } from '../form-values';
import { VideoEmbed } from '../../../components/video-embed';

// The learner's problem page once solved (answer marked, solution open), drawn with the same
// Tailwind classes as features/practice so the admin sees what learners will see.

function CorrectMark({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 shrink-0 text-emerald-600 ${className}`} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

type TOption = TPreview['options'][number];

function ChoicePreview({ options, correct, isMultiple }: { options: TOption[]; correct: string[]; isMultiple: boolean }) {
  return (
    <ul className="space-y-2">
      {options.map((option) => {
        const isCorrect = correct.includes(option.key);
        return (
          <li key={option.key}>
            <label className="flex min-h-12 items-start gap-3 rounded-xl border border-slate-300 bg-white px-3.5 py-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50">
              <input type={isMultiple ? 'checkbox' : 'radio'} checked={isCorrect} disabled readOnly tabIndex={-1} className="mt-1 size-5 shrink-0 accent-emerald-600" />
              <span className="w-6 shrink-0 font-semibold text-slate-700">{option.key}.</span>
              <span className="math-content min-w-0 flex-1 overflow-x-auto text-[1.0625rem]" dangerouslySetInnerHTML={{ __html: option.html }} />
              {isCorrect ? <CorrectMark className="mt-1" /> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function StatementPreview({ statements, categories, chosen }: { statements: TOption[]; categories: string[]; chosen: Record<string, string> }) {
  const columns = { '--mck-columns': categories.length } as CSSProperties;
  return (
    <div style={columns} className="space-y-3 sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(var(--mck-columns),minmax(4.5rem,8rem))] sm:gap-x-2 sm:gap-y-0 sm:space-y-0">
      <div aria-hidden="true" className="hidden sm:col-span-full sm:grid sm:grid-cols-subgrid sm:border-b sm:border-slate-200 sm:pb-2 sm:text-sm sm:font-semibold sm:text-slate-700">
        <span>Pernyataan</span>
        {categories.map((category, index) => (
          <span key={`${category}-${index}`} className="text-center leading-snug">
            {category}
          </span>
        ))}
      </div>
      {statements.map((statement, index) => (
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
  );
}

function AnswerPreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const [type, inputAnswer, mcqAnswer, mcmaAnswer, mckAnswer, answerCategories] = useWatch({
    control,
    name: ['type', 'inputAnswer', 'mcqAnswer', 'mcmaAnswer', 'mckAnswer', 'answerCategories'],
  });
  const legend = <p className="mb-3 text-base font-semibold text-slate-900">Jawaban Anda</p>;

  if (type === 'input') {
    return (
      <div>
        {legend}
        <div className="block min-h-12 w-full rounded-xl border border-emerald-600 bg-emerald-50 px-4 py-2.5 text-lg font-semibold text-slate-900 sm:max-w-md">{inputAnswer || '\u00a0'}</div>
      </div>
    );
  }
  if (type === 'mck') {
    return (
      <div>
        {legend}
        <StatementPreview statements={preview.options} categories={answerCategories} chosen={mckAnswer} />
      </div>
    );
  }
  const isMultiple = type === 'mcma';
  return (
    <div>
      {isMultiple ? (
        <>
          <p className="text-base font-semibold text-slate-900">Jawaban Anda</p>
          <p className="mb-3 text-sm text-slate-600">Pilih semua jawaban yang benar</p>
        </>
      ) : (
        legend
      )}
      <ChoicePreview options={preview.options} correct={isMultiple ? mcmaAnswer : [mcqAnswer]} isMultiple={isMultiple} />
    </div>
  );
}

export function LearnerPreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const [tag, hasSolution] = useWatch({ control, name: ['tag', 'hasSolution'] });

  return (
    <div className="rounded-2xl bg-slate-50 p-3 sm:p-4">
      <h3 className="text-2xl font-bold tracking-tight text-slate-900">Soal</h3>
      <TagChips tag={tag} className="mt-2" />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="math-content question-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: preview.questionHtml }} />
        <div className="mt-5 border-t border-slate-200 pt-5">
          <AnswerPreview preview={preview} />
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h4 className="mb-3 text-lg font-bold text-slate-900">Pembahasan</h4>
        {hasSolution ? null : (
          <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Siswa melihat &apos;Pembahasan untuk soal ini belum tersedia.&apos; sampai &apos;Ada pembahasan&apos; dicentang.
          </p>
        )}
        {preview.solutionHtml ? (
          <div className="math-content solution-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: preview.solutionHtml }} />
        ) : (
          <p className="text-slate-700">Pembahasan untuk soal ini belum tersedia.</p>
        )}
        {preview.video ? (
          <VideoEmbed embedUrl={preview.video.embedUrl} />
        ) : null}
      </div>
    </div>
  );
}
