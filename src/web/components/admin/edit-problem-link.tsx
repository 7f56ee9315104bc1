import { adminProblemPath } from '../../admin-paths';
import { Link } from '../../lib/router';
import { adminTable } from './admin-table';

/** Issue 53.6: a report's or a Tanya Soal answer's problem opens in the admin's editor, not only on the learner page. */
export function EditProblemLink({ problemId }: { problemId: string }) {
  return (
    <Link to={adminProblemPath.editor(problemId)} className={adminTable.textButton} aria-label={`Edit soal ${problemId}`}>
      Edit soal
    </Link>
  );
}
