import { Link } from '../../../lib/router';
import { PROBLEM_IN_TRYOUT_ERROR_MESSAGES, PROBLEM_IN_TRYOUT_MESSAGE } from '../../../../core/problem-in-tryout';
import { registerErrorMessages } from '../../../lib/error-messages';
import type { TProblemResponse } from '../api/get-problem';
import { latsolPath } from '../../../routes';
import { ProblemShell } from './problem-shell';

// The refusal's text, for whatever toast meets it while this page is loaded (error-messages.ts).
registerErrorMessages(PROBLEM_IN_TRYOUT_ERROR_MESSAGES);

/** A problem a tryout holds (decision 068): where it sits, and why it cannot be practised for now. */
export function ProblemInTryout({ page: { breadcrumb, inTryout } }: { page: TProblemResponse }) {
  const { category, topic, subtopic } = breadcrumb;
  const title = inTryout ? `Soal #${inTryout.number}` : 'Soal';
  return (
    <ProblemShell breadcrumb={breadcrumb} title={title}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <section role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-amber-900">Sedang dipakai dalam tryout</h2>
        <p className="mt-2 text-amber-900">{PROBLEM_IN_TRYOUT_MESSAGE}</p>
        <Link
          to={latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-indigo-700 underline-offset-4 hover:underline"
        >
          Kembali ke daftar soal {subtopic.subtopicName}
        </Link>
      </section>
    </ProblemShell>
  );
}
