import { Link, useParams } from '../../../lib/router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { latsolPath, paths } from '../../../routes';
import { useNextProblem, type TNextProblem } from '../api/get-next-problem';

/**
 * Where to go once the subtopic has no problem left to solve (issue 52.5): the next subtopic, named
 * on its button ('Lanjut ke subtopik berikutnya: …', its page), or another practice at the
 * category's end; and back to this subtopic's list. Never a silent jump into another subtopic.
 */
export function NextSubtopicLinks({ nextSubtopic }: { nextSubtopic: TNextProblem['nextSubtopic'] }) {
  const { categoryId = '', topicId = '', subtopicId = '' } = useParams();
  return (
    <>
      {nextSubtopic ? (
        <Link to={latsolPath.subtopic(nextSubtopic.categoryId, nextSubtopic.topicId, nextSubtopic.subtopicId)} className={`${primaryButton} w-full sm:w-auto`}>
          Lanjut ke subtopik berikutnya: {nextSubtopic.subtopicName}
        </Link>
      ) : (
        <Link to={paths.latsol} className={`${primaryButton} w-full sm:w-auto`}>
          Pilih Latihan Lain
        </Link>
      )}
      <Link to={latsolPath.subtopic(categoryId, topicId, subtopicId)} className={`${secondaryButton} w-full sm:w-auto`}>
        Kembali ke daftar soal
      </Link>
    </>
  );
}

/**
 * 'Soal berikutnya' once a problem is solved: the next one of the subtopic the learner has not
 * solved (issue 34); at the subtopic's end, the next subtopic offered by name (issue 52.5).
 * Nothing while it is asked for or if that fails: the page is complete without it.
 */
export function NextProblemLink({ after }: { after: string }) {
  const query = useNextProblem(after);
  if (!query.data) return null;
  const { next, nextSubtopic } = query.data;
  if (!next) return <NextSubtopicLinks nextSubtopic={nextSubtopic} />;
  return (
    <Link to={latsolPath.problem(next.categoryId, next.topicId, next.subtopicId, next.problemId)} className={`${primaryButton} w-full sm:w-auto`}>
      Soal berikutnya <span aria-hidden="true">&rarr;</span>
    </Link>
  );
}
