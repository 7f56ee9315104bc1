import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ZUpdateTheoryRequest, type TUpdateTheoryRequest } from '../../../../core/theories';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { MarkupPreview } from './markup-preview';

type TheoryFormProps = {
  heading: string;
  initialContent: string;
  submitLabel: string;
  isSaving: boolean;
  /** Rejects when the save failed (after reporting it): the form then keeps what was typed. */
  onSave: (content: string) => Promise<unknown>;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
};

type TFieldIssue = { path?: string; message?: string };

function serverContentError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  return (error.details as TFieldIssue[]).find((issue) => issue.path === 'content')?.message;
}

export function TheoryForm({ heading, initialContent, submitLabel, isSaving, onSave, onCancel, onDirtyChange }: TheoryFormProps) {
  const form = useForm<TUpdateTheoryRequest>({ resolver: zodResolver(ZUpdateTheoryRequest), defaultValues: { content: initialContent } });
  const { errors, isDirty } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = useSingleFlight(async (content: string) => {
    try {
      await onSave(content);
    } catch (error) {
      const message = serverContentError(error);
      if (message) form.setError('content', { message });
    }
  });
  const submit = form.handleSubmit((values) => save(values.content));

  // Ctrl+Enter (Cmd+Enter) saves without leaving the keyboard.
  const saveOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!isSaving) void submit();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="theory-form-heading" className="rounded-2xl border border-indigo-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="theory-form-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor="theory-content" className={labelClass}>
            Konten teori
          </label>
          <textarea
            id="theory-content"
            rows={12}
            autoFocus
            {...form.register('content')}
            onKeyDown={saveOnShortcut}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy('theory-content-hint', errors.content && 'theory-content-error')}
            className={`${inputClass(Boolean(errors.content))} min-h-64 resize-y font-mono text-sm leading-relaxed`}
          />
          <p id="theory-content-hint" className="mt-1.5 text-sm text-slate-600">
            **tebal**, *miring*, $rumus$, $$rumus baris sendiri$$. Ctrl+Enter menyimpan.
          </p>
          <FieldError id="theory-content-error" message={errors.content?.message} />
        </div>
        <section aria-labelledby="theory-preview-heading">
          <h3 id="theory-preview-heading" className={labelClass}>
            Pratinjau
          </h3>
          <div className="min-h-64 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <MarkupPreview text={content} />
          </div>
        </section>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={isSaving}>
          Batal
        </button>
        <button type="submit" className={primaryButton} disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Menyimpan...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
