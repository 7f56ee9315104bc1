import { QUESTION_STATUS_LABELS, questionStatusOf, type QuestionStatus } from '../../core/question-status';

const BADGE_CLASS: Record<QuestionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  answerable: 'bg-blue-100 text-blue-900 ring-blue-300',
  not_answerable: 'bg-red-100 text-red-900 ring-red-300',
  resolved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

// The learner's list and the admin queue show a status the same way.
export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  const known = questionStatusOf(status);
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${BADGE_CLASS[known]}`}>
      {QUESTION_STATUS_LABELS[known]}
    </span>
  );
}
