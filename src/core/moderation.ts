import { z } from 'zod';
import { isPublicCode } from './public-code';
import { QUESTION_STATUSES, type QuestionStatus } from './question-status';

// The database's CHECKs on admin_reason and simple_answer have the same bound.
export const MODERATION_TEXT_MAX_LENGTH = 2000;

// Spec 5 (moderation) words the first two; the others are ours.
export const MODERATION_MESSAGES = {
  resolvedNeedsProblemAndAnswer: "Problem ID dan Jawaban Sederhana harus diisi untuk status 'Resolved'.",
  refusedNeedsReason: "Alasan harus diisi untuk status 'Ditolak'.",
  invalidProblemId: 'Problem ID harus berbentuk PR-XXXXXXXX.',
  unknownProblem: 'Soal dengan Problem ID ini tidak ditemukan.',
  tooLong: `Maksimal ${MODERATION_TEXT_MAX_LENGTH} karakter.`,
} as const;

// The learner is told about these (navbar badge): the admin has answered, one way or the other.
export const ANSWERED_QUESTION_STATUSES: readonly QuestionStatus[] = ['resolved', 'not_answerable'];

// A field the chosen status ignores is discarded, so only a loose bound applies to it: text
// left in a hidden field never blocks a save.
const ZLooseText = z.string().max(MODERATION_TEXT_MAX_LENGTH * 4).nullish();

const textOf = (value: string | null | undefined) => (value ?? '').trim();

/**
 * One moderation save. Spec 4: the status decides which fields are kept; the others are
 * cleared (the output carries null for them), so a stale answer never outlives its status.
 */
export const ZModerationRequest = z
  .strictObject({
    status: z.enum(QUESTION_STATUSES),
    adminReason: ZLooseText,
    problemId: ZLooseText,
    simpleAnswer: ZLooseText,
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (value.status === 'resolved') {
      const problemId = textOf(value.problemId).toUpperCase();
      const simpleAnswer = textOf(value.simpleAnswer);
      if (!problemId) issue('problemId', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer);
      else if (!isPublicCode('problem', problemId)) issue('problemId', MODERATION_MESSAGES.invalidProblemId);
      if (!simpleAnswer) issue('simpleAnswer', MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer);
      else if (simpleAnswer.length > MODERATION_TEXT_MAX_LENGTH) issue('simpleAnswer', MODERATION_MESSAGES.tooLong);
    }
    if (value.status === 'not_answerable') {
      const reason = textOf(value.adminReason);
      if (!reason) issue('adminReason', MODERATION_MESSAGES.refusedNeedsReason);
      else if (reason.length > MODERATION_TEXT_MAX_LENGTH) issue('adminReason', MODERATION_MESSAGES.tooLong);
    }
  })
  .transform(({ status, adminReason, problemId, simpleAnswer }) => ({
    status,
    adminReason: status === 'not_answerable' ? textOf(adminReason) : null,
    problemId: status === 'resolved' ? textOf(problemId).toUpperCase() : null,
    simpleAnswer: status === 'resolved' ? textOf(simpleAnswer) : null,
  }));

export type TModerationRequest = z.input<typeof ZModerationRequest>;
export type TModeration = z.output<typeof ZModerationRequest>;

export const ZSimpleAnswerPreviewRequest = z.strictObject({ text: z.string().max(MODERATION_TEXT_MAX_LENGTH * 4) });
