import { useFormContext, useFormState, type UseFormReturn } from 'react-hook-form';
import type { TFormEdit } from './form-edits';
import type { TProblemFormValues } from './form-values';

/**
 * Applies one of form-edits.ts to the form: every changed field is marked dirty. Once the admin
 * has tried to save, the whole form is checked again, so list-level messages ('Minimal harus
 * ada 2 kategori jawaban.') go away as soon as the list is fixed.
 */
export function applyFormEdit(form: Pick<UseFormReturn<TProblemFormValues>, 'getValues' | 'setValue' | 'trigger'>, isSubmitted: boolean, edit: TFormEdit) {
  const change = edit(form.getValues());
  for (const [name, value] of Object.entries(change) as Array<[keyof TProblemFormValues, TProblemFormValues[keyof TProblemFormValues]]>) {
    form.setValue(name, value, { shouldDirty: true });
  }
  if (isSubmitted) void form.trigger();
}

export function useFormEdit() {
  const form = useFormContext<TProblemFormValues>();
  const { isSubmitted } = useFormState({ control: form.control });
  return (edit: TFormEdit) => applyFormEdit(form, isSubmitted, edit);
}
