import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_STATEMENTS } from '../../core/problem-editor';
import { describedBy, FieldError, inputClass } from '../../web/components/ui/field';
import { Select } from '../../web/components/ui/select';
import { addAnswerCategory, addStatement, removeAnswerCategory, removeStatementAt, renameAnswerCategory } from '../../web/features/admin-problems/form-edits';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';
import { useFormEdit } from '../../web/features/admin-problems/use-form-edit';
import { smallButton, smallDangerButton, textareaClass } from '../../web/features/admin-problems/components/form-section';
import { FieldWarnings, useHasWarnings } from '../../web/features/admin-problems/components/preview-warnings';

function statementNumber(key: string): string {
  return key.replace('statement_', '');
}

/** mck: the categories a learner chooses from (at least 2; Benar and Salah by default). */
function AnswerCategoriesEditor() {
  const { control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control });
  const edit = useFormEdit();
  const categories = useWatch({ control, name: 'answerCategories' });
  const listError = errors.root?.answerCategories?.message;

  return (
    <fieldset aria-describedby={describedBy(listError && 'categories-error')}>
      <legend className="mb-1.5 font-medium text-slate-800">Kategori jawaban</legend>
      <FieldError id="categories-error" message={listError} />
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {categories.map((category, index) => {
          const error = errors.answerCategories?.[index]?.message;
          return (
            <li key={index} className="w-full sm:w-auto">
              <div className="flex items-center gap-1">
                <input
                  type="text"
                  value={category}
                  aria-label={`Kategori ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(error && `category-${index}-error`)}
                  maxLength={100}
                  onChange={(event) => edit(renameAnswerCategory(index, event.target.value))}
                  className={`${inputClass(Boolean(error))} min-h-10 sm:w-40`}
                />
                <button
                  type="button"
                  className={smallDangerButton}
                  aria-label={`Hapus kategori ${category || index + 1}`}
                  disabled={categories.length <= 2}
                  onClick={() => edit(removeAnswerCategory(index))}
                >
                  ✕
                </button>
              </div>
              <FieldError id={`category-${index}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${smallButton} mt-2`} onClick={() => edit(addAnswerCategory)}>
        + Tambah Kategori
      </button>
    </fieldset>
  );
}

function StatementRow({ statementKey, categories, isOnly }: { statementKey: string; categories: string[]; isOnly: boolean }) {
  const { register, control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control, name: [`statementOptions.${statementKey}`, `mckAnswer.${statementKey}`] });
  const edit = useFormEdit();
  const hasWarnings = useHasWarnings(`options.${statementKey}`);
  const id = `statement-${statementKey}`;
  const number = statementNumber(statementKey);
  const textError = errors.statementOptions?.[statementKey]?.message;
  const answerError = errors.mckAnswer?.[statementKey]?.message;
  const chosen = useWatch({ control, name: `mckAnswer.${statementKey}` }) ?? '';
  const choices = categories.filter((category) => category.trim() !== '').map((category) => ({ value: category, label: category }));

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold text-slate-800">{`Pernyataan ${number}`}</label>
        <button type="button" className={smallDangerButton} disabled={isOnly} aria-label={`Hapus pernyataan ${number}`} onClick={() => edit(removeStatementAt(statementKey))}>
          Hapus
        </button>
      </div>
      <textarea
        id={id}
        rows={2}
        {...register(`statementOptions.${statementKey}`)}
        aria-invalid={textError ? true : undefined}
        aria-describedby={describedBy(textError && `${id}-error`, hasWarnings && `${id}-warnings`)}
        className={`mt-1.5 ${textareaClass(Boolean(textError))}`}
      />
      <FieldError id={`${id}-error`} message={textError} />
      <FieldWarnings field={`options.${statementKey}`} id={`${id}-warnings`} />
      <div className="mt-2 sm:flex sm:items-center sm:gap-3">
        <label htmlFor={`${id}-answer`} className="mb-1 block text-sm font-medium text-slate-700 sm:mb-0 sm:shrink-0">
          Jawaban benar
        </label>
        <div className="sm:w-56">
          <Select
            id={`${id}-answer`}
            options={choices}
            placeholder="Pilih kategori"
            hasError={Boolean(answerError)}
            aria-invalid={answerError ? true : undefined}
            aria-describedby={describedBy(answerError && `${id}-answer-error`)}
            // Controlled: renaming a category changes the options and this choice in one render.
            value={chosen}
            onChange={(event) => edit((values) => ({ mckAnswer: { ...values.mckAnswer, [statementKey]: event.target.value } }))}
          />
        </div>
      </div>
      <FieldError id={`${id}-answer-error`} message={answerError} />
    </li>
  );
}

/** mck: statements statement_1, statement_2... each with the category that is correct for it. */
export function StatementsEditor() {
  const { control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control });
  const edit = useFormEdit();
  const [statements, categories] = useWatch({ control, name: ['statementOptions', 'answerCategories'] });
  const keys = Object.keys(statements).sort((left, right) => Number(statementNumber(left)) - Number(statementNumber(right)));

  return (
    <div className="space-y-4">
      <AnswerCategoriesEditor />
      <div>
        <FieldError id="statements-error" message={errors.root?.options?.message ?? errors.root?.answer?.message} />
        <ul className="space-y-2">
          {keys.map((key) => (
            <StatementRow key={key} statementKey={key} categories={categories} isOnly={keys.length <= 1} />
          ))}
        </ul>
        <button type="button" className={`${smallButton} mt-2`} disabled={keys.length >= MAX_STATEMENTS} onClick={() => edit(addStatement)}>
          + Tambah Pernyataan
        </button>
      </div>
    </div>
  );
}
