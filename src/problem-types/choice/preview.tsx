import { useFormContext, useWatch } from 'react-hook-form';
import type { TPreview } from '../../web/features/admin-problems/api/preview-problem';
import { CorrectMark } from '../../web/features/admin-problems/components/correct-mark';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';

type TOption = TPreview['options'][number];

/** mcq and mcma in the admin's preview: the correct options ticked, as once solved. */
function ChoicePreview({ options, correct, isMultiple }: { options: TOption[]; correct: string[]; isMultiple: boolean }) {
  return (
    <div>
      {isMultiple ? (
        <>
          <p className="text-base font-semibold text-slate-900">Jawaban Anda</p>
          <p className="mb-3 text-sm text-slate-600">Pilih semua jawaban yang benar</p>
        </>
      ) : (
        <p className="mb-3 text-base font-semibold text-slate-900">Jawaban Anda</p>
      )}
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
    </div>
  );
}

export function SingleChoicePreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const answer = useWatch({ control, name: 'mcqAnswer' });
  return <ChoicePreview options={preview.options} correct={[answer]} isMultiple={false} />;
}

export function MultipleChoicePreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const answer = useWatch({ control, name: 'mcmaAnswer' });
  return <ChoicePreview options={preview.options} correct={answer} isMultiple />;
}
