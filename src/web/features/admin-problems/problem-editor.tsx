import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from '../../lib/router';
import type { OptionTemplateName } from '../../../core/problem-editor';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import type { SelectOption } from '../../components/ui/select';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-error-messages';
import { toast } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { paths } from '../../routes';
import { useCreateProblem } from './api/create-problem';
import { useUpdateProblem } from './api/update-problem';
import { EditorDialogs, type TTemplateRequest } from './components/editor-dialogs';
import { FormSection } from './components/form-section';
import { ImageUpload } from './components/image-upload';
import { PREVIEW_PANEL_ID, PreviewPanel } from './components/preview-panel';
import { PreviewWarningsContext } from './components/preview-warnings';
import { AnswerFields, PlacementFields, PublicationField, QuestionField, SolutionFields } from './components/problem-fields';
import { TheoryLinksEditor } from './components/theory-links-editor';
import { applyOptionTemplate } from './form-edits';
import { issuesFromDetails, placeIssues, problemFormResolver } from './form-errors';
import { formValuesFromProblem, writeRequestFromValues, type TProblemFormValues, type TServerProblem } from './form-values';
import { problemEditorPath } from './problem-paths';
import { problemDraftKey, useProblemDraft } from './use-problem-draft';
import { applyFormEdit } from './use-form-edit';
import { useProblemPreview } from './use-problem-preview';

const EDIT_CONFLICT = 'admin.problem_edit_conflict';

type ProblemEditorProps = {
  /** null for a new problem. */
  problemId: string | null;
  initialValues: TProblemFormValues;
  initialVersion: number | null;
  subtopicOptions: SelectOption[];
  isTreeLoading: boolean;
  /** Reopens the editor on the newest server copy (after an edit conflict). */
  onReloadLatest?: () => void;
};

export function ProblemEditor({ problemId, initialValues, initialVersion, subtopicOptions, isTreeLoading, onReloadLatest }: ProblemEditorProps) {
  const isNew = problemId === null;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<TProblemFormValues>({ resolver: problemFormResolver, defaultValues: initialValues });
  const { isDirty, isSubmitting, isSubmitted, errors } = form.formState;
  const [saved, setSaved] = useState({ values: initialValues, version: initialVersion });
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  const [templateRequest, setTemplateRequest] = useState<TTemplateRequest | null>(null);
  const isSaving = useRef(false);
  const create = useCreateProblem();
  const update = useUpdateProblem(problemId ?? '');
  const draftKey = problemDraftKey(problemId);
  const draft = useProblemDraft({ form, draftKey, savedValues: saved.values, baseVersion: saved.version });
  const preview = useProblemPreview(form);
  useUnsavedChangesGuard(isDirty && createdId === null);

  // A new problem continues in its own editor once saved (the guard above has let go by now).
  useEffect(() => {
    if (createdId) navigate(problemEditorPath.edit(createdId), { replace: true });
  }, [createdId, navigate]);

  const applySaved = (problem: TServerProblem & { version: number }) => {
    const values = formValuesFromProblem(problem);
    setSaved({ values, version: problem.version });
    form.reset(values);
  };

  const showServerIssues = (error: ApiError) => {
    const { placed } = placeIssues(form.getValues('type'), issuesFromDetails(error.details));
    placed.forEach(({ field, type, message }, index) =>
      form.setError(field as FieldPath<TProblemFormValues> | `root.${string}`, { type, message }, { shouldFocus: index === 0 }),
    );
  };

  const save = form.handleSubmit(async (values) => {
    const request = writeRequestFromValues(values);
    try {
      if (isNew) {
        const { problem } = await create.mutateAsync(request);
        applySaved(problem);
        toast.success('Soal berhasil ditambah');
        setCreatedId(problem.problemId);
      } else {
        const { problem } = await update.mutateAsync({ ...request, version: saved.version ?? 1 });
        applySaved(problem);
        setHasConflict(false);
        toast.success('Soal berhasil diedit');
      }
    } catch (error) {
      // Everything typed stays in the form and in the local draft. One toast (issue 31.11): the
      // conflict notice and the field errors say the rest on the page; any other cause goes in it.
      draft.flush();
      const failure = isNew ? 'Gagal menambah soal!' : 'Gagal mengedit soal!';
      if (error instanceof ApiError && error.code === EDIT_CONFLICT) {
        setHasConflict(true);
        toast.error(failure);
      } else if (error instanceof ApiError && error.code === 'request.validation_failed') {
        showServerIssues(error);
        toast.error(failure);
      } else {
        toast.error(`${failure} ${adminErrorMessage(error)}`);
      }
    }
  });

  // Double clicks and repeated Ctrl+S never send a second request while one is on its way.
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isSaving.current) return;
    isSaving.current = true;
    try {
      await save();
    } finally {
      isSaving.current = false;
    }
  };

  // Ctrl+S / Cmd+S saves without leaving the keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSubmit();
    }
  };

  const onTemplate = (name: OptionTemplateName, needsConfirm: boolean) => {
    if (needsConfirm) setTemplateRequest({ name });
    else applyTemplateNow(name);
  };
  const applyTemplateNow = (name: OptionTemplateName) => applyFormEdit(form, isSubmitted, applyOptionTemplate(name));

  // Back to the list as it was filtered; opened directly (no history), to the whole list.
  const goBack = () => (location.key === 'default' ? navigate(paths.adminProblems) : navigate(-1));

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <FormProvider {...form}>
      <PreviewWarningsContext value={preview.preview?.warnings ?? []}>
        {hasConflict ? (
          <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>Soal ini sudah diubah admin lain sejak Anda membukanya, jadi perubahan Anda belum disimpan. Isian Anda tetap ada di sini dan di draf browser ini.</p>
            {onReloadLatest ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  draft.flush();
                  onReloadLatest();
                }}
              >
                Muat versi terbaru
              </button>
            ) : null}
          </div>
        ) : null}
        <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={isNew ? 'Tambah soal' : `Edit soal ${problemId}`}>
          <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
            <div className="min-w-0 space-y-5">
              <FormSection id="placement" title="Lokasi & tipe">
                <PlacementFields subtopicOptions={subtopicOptions} isTreeLoading={isTreeLoading} />
                <PublicationField />
              </FormSection>
              <FormSection id="question" title="Soal">
                <QuestionField />
              </FormSection>
              <FormSection id="images" title="Gambar">
                <ImageUpload />
              </FormSection>
              <FormSection id="answer" title="Opsi & jawaban">
                <AnswerFields onTemplate={onTemplate} />
              </FormSection>
              <FormSection id="solution" title="Pembahasan">
                <SolutionFields />
              </FormSection>
              <FormSection id="theories" title="Teori terkait">
                <TheoryLinksEditor />
              </FormSection>
            </div>
            <PreviewPanel state={preview} />
          </div>
          <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
            {hasErrors ? (
              <p role="alert" className="mr-auto text-sm font-medium text-red-700">
                {errors.root?.form?.message ?? 'Periksa isian yang ditandai merah.'}
              </p>
            ) : isDirty ? (
              <p className="mr-auto text-sm text-slate-600">Perubahan belum disimpan (draf tersimpan di browser ini).</p>
            ) : null}
            <button type="button" className={`${secondaryButton} lg:hidden`} onClick={() => document.getElementById(PREVIEW_PANEL_ID)?.focus()}>
              Pratinjau ↓
            </button>
            <button type="button" className={secondaryButton} onClick={goBack}>
              Kembali
            </button>
            <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Menyimpan...' : isNew ? 'Tambah Soal' : 'Simpan Perubahan'}
            </button>
          </div>
        </form>
        <EditorDialogs
          draftOffer={draft.offer}
          onRestoreDraft={draft.restore}
          onDiscardDraft={draft.discard}
          templateRequest={templateRequest}
          onTemplateConfirmed={(name) => applyTemplateNow(name)}
          onTemplateClosed={() => setTemplateRequest(null)}
        />
      </PreviewWarningsContext>
    </FormProvider>
  );
}
