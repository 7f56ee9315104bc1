import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import type { TProblemFormValues } from '../form-values';
import { CharacterCount } from './character-count';
import { textareaClass } from './form-section';
import { FieldWarnings, useHasWarnings } from './preview-warnings';

type TextFieldProps = {
  name: FieldPath<TProblemFormValues>;
  label: string;
  hint?: ReactNode;
  /** The API's name for the field, where preview warnings about it are filed. */
  warningField?: string;
  rows?: number;
  type?: 'text' | 'url';
  maxLength: number;
  placeholder?: string;
};

/**
 * A registered text input or textarea with its hint, error and preview warnings. A textarea has
 * no maxlength (it would cut a long paste silently): it counts its characters near the limit.
 */
export function TextField({ name, label, hint, warningField, rows, type = 'text', maxLength, placeholder }: TextFieldProps) {
  const { register, control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control, name });
  // By path: a list's field ('hints.0') is nested in the errors.
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const hasWarnings = useHasWarnings(warningField ?? '');
  const id = `field-${name}`;
  const fieldProps = {
    id,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? `${id}-hint` : null, rows ? `${id}-count` : null, error && `${id}-error`, hasWarnings && `${id}-warnings`),
    ...register(name),
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...fieldProps} className={textareaClass(Boolean(error))} />
      ) : (
        <input maxLength={maxLength} type={type} inputMode={type === 'url' ? 'url' : undefined} autoComplete="off" {...fieldProps} className={inputClass(Boolean(error))} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {rows ? <CharacterCount id={`${id}-count`} name={name} maxLength={maxLength} /> : null}
      <FieldError id={`${id}-error`} message={error} />
      {warningField ? <FieldWarnings field={warningField} id={`${id}-warnings`} /> : null}
    </div>
  );
}
