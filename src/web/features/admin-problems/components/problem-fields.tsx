import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  QUESTION_TEXT_MAX_LENGTH,
  SOLUTION_TEXT_MAX_LENGTH,
  TAG_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
} from '../../../../core/problem-editor';
import { PROBLEM_TYPES, type ProblemType } from '../../../../core/problem-shapes';
import { HINT_TEXT_MAX_LENGTH, MAX_HINTS } from '../../../../core/stuck-help';
import { problemTypeLabel } from '../../../../problem-types';
import { editorOf, type TEditorFieldsProps } from '../../../../problem-types/editors';
import { describedBy, FieldError, labelClass } from '../../../components/ui/field';
import { Select, type SelectOption } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { switchType } from '../form-edits';
import type { TProblemFormValues } from '../form-values';
import { useFormEdit } from '../use-form-edit';
import { TextField } from './text-field';

const TYPE_OPTIONS: SelectOption[] = PROBLEM_TYPES.map((type) => ({ value: type, label: `${problemTypeLabel(type)} (${type})` }));

const MARKUP_HINT = '**tebal**, *miring*, rumus di antara $...$; baris baru tetap baris baru.';

export function PlacementFields({ subtopicOptions, isTreeLoading }: { subtopicOptions: SelectOption[]; isTreeLoading: boolean }) {
  const { control } = useFormContext<TProblemFormValues>();
  const edit = useFormEdit();
  const type = useWatch({ control, name: 'type' });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <label htmlFor="field-subtopicId" className={labelClass}>
          Subtopik
        </label>
        {/* Controlled: the choices arrive after the form, and the saved subtopic must show once they do. */}
        <Controller
          control={control}
          name="subtopicId"
          render={({ field, fieldState }) => (
            <>
              <Select
                id="field-subtopicId"
                options={subtopicOptions}
                placeholder={isTreeLoading ? 'Memuat...' : 'Pilih subtopik'}
                hasError={Boolean(fieldState.error)}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={describedBy(fieldState.error && 'field-subtopicId-error')}
                {...field}
              />
              <FieldError id="field-subtopicId-error" message={fieldState.error?.message} />
            </>
          )}
        />
      </div>
      <div>
        <label htmlFor="field-type" className={labelClass}>
          Tipe soal
        </label>
        <Select id="field-type" options={TYPE_OPTIONS} value={type} onChange={(event) => edit(switchType(event.target.value as ProblemType))} />
      </div>
      <TextField name="tag" label="Tag" hint="Pisahkan dengan koma, mis. P-Q, Aljabar." maxLength={TAG_MAX_LENGTH} />
    </div>
  );
}

export function QuestionField() {
  return <TextField name="questionText" label="Teks soal" hint={MARKUP_HINT} warningField="questionText" rows={8} maxLength={QUESTION_TEXT_MAX_LENGTH} />;
}

/** The part of the form that depends on the type (src/problem-types/<type>/editor-fields.tsx). */
export function AnswerFields({ onTemplate }: TEditorFieldsProps) {
  const { control } = useFormContext<TProblemFormValues>();
  const { Fields } = editorOf(useWatch({ control, name: 'type' }));
  return <Fields onTemplate={onTemplate} />;
}

export function SolutionFields() {
  const { control } = useFormContext<TProblemFormValues>();
  return (
    <>
      <TextField
        name="solutionText"
        label="Teks pembahasan"
        hint={`${MARKUP_HINT} Tulis [teori_1], [teori_2], ... untuk kotak 'Ingat!' berisi teori yang ditautkan.`}
        warningField="solutionText"
        rows={8}
        maxLength={SOLUTION_TEXT_MAX_LENGTH}
      />
      {Array.from({ length: MAX_HINTS }, (_, index) => (
        <TextField
          key={index}
          name={`hints.${index}`}
          label={`Petunjuk ${index + 1} (opsional)`}
          hint={index === 0 ? `${MARKUP_HINT} Siswa membuka petunjuk satu per satu setelah jawaban salah.` : undefined}
          rows={3}
          maxLength={HINT_TEXT_MAX_LENGTH}
        />
      ))}
      <TextField
        name="videoLink"
        type="url"
        label="Link video pembahasan"
        hint="Link YouTube (watch, youtu.be, embed, v/, shorts); ?t= menjadi waktu mulai."
        warningField="videoLink"
        maxLength={VIDEO_LINK_MAX_LENGTH}
        placeholder="https://www.youtube.com/watch?v=..."
      />
      <div className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3">
        <Controller
          control={control}
          name="hasSolution"
          render={({ field }) => (
            <Switch ref={field.ref} name={field.name} label="Ada pembahasan" description="Pembahasan ditampilkan setelah soal terjawab benar." checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Switch ref={field.ref} name={field.name} label="Publik" description="Pembahasan juga terlihat oleh pengunjung yang belum masuk." checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
    </>
  );
}

/** Issue 31: a problem is a draft, seen by admins only, until it is published. */
export function PublicationField() {
  const { control } = useFormContext<TProblemFormValues>();
  return (
    <div className="rounded-xl border border-slate-200 px-3">
      <Controller
        control={control}
        name="isPublished"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            name={field.name}
            label="Dipublikasikan"
            description={field.value ? 'Soal terlihat oleh siswa dan pengunjung.' : 'Draf: hanya admin yang dapat melihat soal ini.'}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
