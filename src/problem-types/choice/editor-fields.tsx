import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_CHOICE_OPTIONS, OPTION_TEMPLATES, type OptionTemplateName } from '../../core/problem-editor';
import { describedBy, FieldError } from '../../web/components/ui/field';
import { addChoice, hasChoiceContent, removeChoice } from '../../web/features/admin-problems/form-edits';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';
import { useFormEdit } from '../../web/features/admin-problems/use-form-edit';
import { FieldWarnings, useHasWarnings } from '../../web/features/admin-problems/components/preview-warnings';
import { smallButton, smallDangerButton, textareaClass } from '../../web/features/admin-problems/components/form-section';

const TEMPLATE_NAMES = Object.keys(OPTION_TEMPLATES) as OptionTemplateName[];

function ChoiceRow({ optionKey, isMultiple, isOnlyTwo }: { optionKey: string; isMultiple: boolean; isOnlyTwo: boolean }) {
  const { register, control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control, name: `choiceOptions.${optionKey}` });
  const edit = useFormEdit();
  const [mcqAnswer, mcmaAnswer] = useWatch({ control, name: ['mcqAnswer', 'mcmaAnswer'] });
  const error = errors.choiceOptions?.[optionKey]?.message;
  const hasWarnings = useHasWarnings(`options.${optionKey}`);
  const id = `option-${optionKey}`;
  const isCorrect = isMultiple ? mcmaAnswer.includes(optionKey) : mcqAnswer === optionKey;

  const markCorrect = (isChecked: boolean) =>
    edit((values) =>
      isMultiple
        ? { mcmaAnswer: isChecked ? [...new Set([...values.mcmaAnswer, optionKey])].sort() : values.mcmaAnswer.filter((key) => key !== optionKey) }
        : { mcqAnswer: optionKey },
    );

  return (
    <li className={`rounded-xl border p-3 ${isCorrect ? 'border-emerald-500 bg-emerald-50/60' : 'border-slate-200'}`}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="whitespace-nowrap font-semibold text-slate-800">{`Opsi ${optionKey}`}</label>
        <div className="flex items-center gap-1">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <input
              type={isMultiple ? 'checkbox' : 'radio'}
              name={isMultiple ? `correct-${optionKey}` : 'mcq-correct'}
              checked={isCorrect}
              onChange={(event) => markCorrect(event.target.checked)}
              className="size-5 accent-emerald-600"
            />
            Jawaban benar<span className="sr-only">{` (opsi ${optionKey})`}</span>
          </label>
          <button type="button" className={smallDangerButton} disabled={isOnlyTwo} aria-label={`Hapus opsi ${optionKey}`} onClick={() => edit(removeChoice(optionKey))}>
            Hapus
          </button>
        </div>
      </div>
      <textarea
        id={id}
        rows={2}
        {...register(`choiceOptions.${optionKey}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hasWarnings && `${id}-warnings`)}
        className={`mt-1.5 ${textareaClass(Boolean(error))}`}
      />
      <FieldError id={`${id}-error`} message={error} />
      <FieldWarnings field={`options.${optionKey}`} id={`${id}-warnings`} />
    </li>
  );
}

/** mcq (one correct key) and mcma (a set): options A, B, C..., templates and the answer. */
export function ChoiceOptionsEditor({ isMultiple, onTemplate }: { isMultiple: boolean; onTemplate: (name: OptionTemplateName, needsConfirm: boolean) => void }) {
  const { control, getValues } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control });
  const edit = useFormEdit();
  const options = useWatch({ control, name: 'choiceOptions' });
  const keys = Object.keys(options).sort();
  const answerError = errors.mcqAnswer?.message ?? errors.root?.answer?.message;
  const listError = errors.root?.options?.message;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Template:</span>
        {TEMPLATE_NAMES.map((name) => (
          <button key={name} type="button" className={smallButton} onClick={() => onTemplate(name, hasChoiceContent(getValues()))}>
            {name}
          </button>
        ))}
      </div>
      <p id="choice-answer-hint" className="text-sm text-slate-600">
        {isMultiple ? 'Centang semua opsi yang benar.' : 'Pilih satu opsi sebagai jawaban benar.'}
      </p>
      <FieldError id="choice-answer-error" message={answerError} />
      <FieldError id="choice-list-error" message={listError} />
      <ul className="space-y-2" aria-describedby="choice-answer-hint">
        {keys.map((key) => (
          <ChoiceRow key={key} optionKey={key} isMultiple={isMultiple} isOnlyTwo={keys.length <= 2} />
        ))}
      </ul>
      <button type="button" className={smallButton} disabled={keys.length >= MAX_CHOICE_OPTIONS} onClick={() => edit(addChoice)}>
        + Tambah Opsi
      </button>
    </div>
  );
}
