import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { MODERATION_TEXT_MAX_LENGTH, ZModerationRequest, type TModeration, type TModerationRequest } from '../../../../core/moderation';
import { QUESTION_PHOTO_DELETED_TEXT } from '../../../../core/question-status';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { TAdminUserQuestion } from '../api/get-user-questions';
import { useModerateQuestion } from '../api/moderate-question';
import { questionTime, reporterLabel, STATUS_OPTIONS } from '../question-view';
import { QuestionPhoto } from './question-photo';
import { SimpleAnswerPreview } from './simple-answer-preview';

type TField = 'status' | 'adminReason' | 'problemId' | 'simpleAnswer';
const FIELDS: readonly string[] = ['status', 'adminReason', 'problemId', 'simpleAnswer'] satisfies TField[];

// The server's 400 names the field (e.g. a problem id that does not exist): show it there.
function applyServerFieldErrors(error: unknown, setError: (field: TField, error: { message: string }) => void) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const issue of error.details as Array<{ path?: string; message?: string }>) {
    if (issue.path && FIELDS.includes(issue.path) && issue.message) setError(issue.path as TField, { message: issue.message });
  }
}

const fieldId = (field: TField) => `moderation-${field}`;
const errorId = (field: TField) => `moderation-${field}-error`;

export function ModerationDialog({ question, onClose }: { question: TAdminUserQuestion; onClose: () => void }) {
  const moderate = useModerateQuestion();
  const form = useForm<TModerationRequest, unknown, TModeration>({
    resolver: zodResolver(ZModerationRequest),
    defaultValues: {
      status: question.status,
      // An open question's reason is the note left when its answer was deleted (issue 31.8), shown above, not a refusal.
      adminReason: question.status === 'not_answerable' ? (question.adminReason ?? '') : '',
      problemId: question.problemId ?? '',
      simpleAnswer: question.simpleAnswer ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const simpleAnswer = useWatch({ control: form.control, name: 'simpleAnswer' }) ?? '';

  const onSubmit = form.handleSubmit(async (moderation) => {
    try {
      await moderate.mutateAsync({ userQuestionId: question.userQuestionId, moderation });
      toast.success('Pertanyaan berhasil diperbarui!');
      onClose();
    } catch (error) {
      toast.error('Gagal memperbarui pertanyaan!');
      applyServerFieldErrors(error, form.setError);
    }
  });

  const fieldProps = (field: TField, hintId?: string) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(hintId, errors[field] && errorId(field)),
  });

  return (
    <Dialog
      open
      isWide
      onOpenChange={(isOpen) => (isOpen || isSubmitting ? undefined : onClose())}
      title={`Moderasi Soal: ${question.userQuestionId}`}
      description={`Dikirim ${questionTime(question.createdAt)} oleh ${reporterLabel(question.reporterEmail)}`}
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        {question.imageUrl ? (
          <QuestionPhoto userQuestionId={question.userQuestionId} imageUrl={question.imageUrl} />
        ) : (
          <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600">{QUESTION_PHOTO_DELETED_TEXT}</p>
        )}
        <form noValidate className="mt-4 space-y-4" onSubmit={onSubmit}>
          {question.status === 'answerable' && question.adminReason ? (
            <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{question.adminReason}</p>
          ) : null}
          <div>
            <label htmlFor={fieldId('status')} className={labelClass}>
              Status
            </label>
            <Select options={STATUS_OPTIONS} {...form.register('status')} {...fieldProps('status')} hasError={Boolean(errors.status)} />
            <FieldError id={errorId('status')} message={errors.status?.message} />
          </div>
          {status === 'resolved' ? (
            <>
              <div>
                <label htmlFor={fieldId('problemId')} className={labelClass}>
                  Problem ID
                </label>
                <input
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="PR-XXXXXXXX"
                  maxLength={20}
                  {...form.register('problemId')}
                  {...fieldProps('problemId')}
                  className={`${inputClass(Boolean(errors.problemId))} font-mono`}
                />
                <FieldError id={errorId('problemId')} message={errors.problemId?.message} />
              </div>
              <div>
                <label htmlFor={fieldId('simpleAnswer')} className={labelClass}>
                  Jawaban Sederhana
                </label>
                <textarea
                  rows={3}
                  maxLength={MODERATION_TEXT_MAX_LENGTH}
                  {...form.register('simpleAnswer')}
                  {...fieldProps('simpleAnswer', 'moderation-simpleAnswer-hint')}
                  className={inputClass(Boolean(errors.simpleAnswer))}
                />
                <p id="moderation-simpleAnswer-hint" className="mt-1.5 text-sm text-slate-600">
                  Boleh memakai rumus di antara tanda $, mis. <code className="whitespace-nowrap">$x = 5$</code>.
                </p>
                <FieldError id={errorId('simpleAnswer')} message={errors.simpleAnswer?.message} />
                <SimpleAnswerPreview text={simpleAnswer} />
              </div>
            </>
          ) : null}
          {status === 'not_answerable' ? (
            <div>
              <label htmlFor={fieldId('adminReason')} className={labelClass}>
                Alasan
              </label>
              <textarea
                rows={3}
                maxLength={MODERATION_TEXT_MAX_LENGTH}
                placeholder="mis. Foto buram, soal terpotong"
                {...form.register('adminReason')}
                {...fieldProps('adminReason', 'moderation-adminReason-hint')}
                className={inputClass(Boolean(errors.adminReason))}
              />
              <p id="moderation-adminReason-hint" className="mt-1.5 text-sm text-slate-600">
                Pengguna melihat alasan ini dan diminta mengunggah ulang foto yang lebih jelas.
              </p>
              <FieldError id={errorId('adminReason')} message={errors.adminReason?.message} />
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <button type="button" className={secondaryButton} disabled={isSubmitting}>
                Batal
              </button>
            </DialogClose>
            <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Menyimpan...' : 'Simpan Perubahan'}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
