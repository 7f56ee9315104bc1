import type { TCreateReportOutput } from '../../../core/reports';
import type { SessionUser } from '../../http/context';
import type { VisibleProblemLookup } from '../../visibility/visible-problem';
import type { ReportsRepository } from './reports.repository';

// A learner reports a problem they can see; the report starts open (spec 4).
export async function createReport(
  deps: { repo: ReportsRepository; findVisibleProblem: VisibleProblemLookup },
  user: SessionUser,
  problemCode: string,
  { reportType, reportContent }: TCreateReportOutput,
) {
  const problem = await deps.findVisibleProblem(problemCode);
  return deps.repo.insert({ userId: user.id, problemInternalId: problem.id, reportType, reportContent });
}
