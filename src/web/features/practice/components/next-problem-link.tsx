import { Link } from '../../../lib/router';
import { primaryButton } from '../../../components/button-styles';
import { latsolPath, paths } from '../../../routes';
import { useNextProblem } from '../api/get-next-problem';

/**
 * 'Soal berikutnya' once a problem is solved: the next one of the subtopic the learner has not
 * solved, else of the subtopics after it (issue 34). Nothing while it is asked for or if that fails:
 * the page is complete without it.
 */
export function NextProblemLink({ after }: { after: string }) {
  const query = useNextProblem(after);
  if (!query.data) return null;
  const { next } = query.data;
  if (!next) {
    return (
      <Link to={paths.latsol} className={`${primaryButton} w-full sm:w-auto`}>
        Pilih Latihan Lain
      </Link>
    );
  }
  return (
    <Link to={latsolPath.problem(next.categoryId, next.topicId, next.subtopicId, next.problemId)} className={`${primaryButton} w-full sm:w-auto`}>
      Soal berikutnya <span aria-hidden="true">&rarr;</span>
    </Link>
  );
}
