import { Link } from '../../../lib/router';
import { latsolPath } from '../../../routes';
import { useLastOpenedProblem } from '../api/get-last-opened-problem';

/** A signed-in learner's way back to the problem they opened last; nothing until there is one. */
export function LastOpenedProblem() {
  const { data } = useLastOpenedProblem();
  const problem = data?.problem;
  if (!problem) return null;
  return (
    <section aria-labelledby="last-opened-heading" className="mx-auto max-w-3xl px-4 pb-8">
      <div className="rounded-2xl border border-indigo-100 bg-indigo-50 p-5">
        <h2 id="last-opened-heading" className="text-sm font-semibold uppercase tracking-wide text-indigo-800">
          Soal terakhir dibuka
        </h2>
        <Link
          to={latsolPath.problem(problem.categoryId, problem.topicId, problem.subtopicId, problem.problemId)}
          className="mt-2 inline-flex min-h-12 items-center text-lg font-semibold text-indigo-700 underline-offset-4 hover:underline"
        >
          Soal #{problem.number} · {problem.subtopicName}
        </Link>
        <p className="text-sm text-slate-600">{problem.problemId}</p>
      </div>
    </section>
  );
}
