import type { TCreateReportOutput } from '../../../core/reports';
import type { SessionUser } from '../../http/context';
import { problemNotFound, type VisibleProblemLookup } from '../../content';
import { reportErrors } from './reports.errors';
import type { ReportsRepository } from './reports.repository';

// A learner reports a problem they can see; the report starts open (spec 4). The same report
// (problem and type) again waits until the first is settled.
export async function createReport(
  deps: { repo: ReportsRepository; findVisibleProblem: VisibleProblemLookup },
  user: SessionUser,
  problemCode: string,
  { reportType, reportContent }: TCreateReportOutput,
) {
  const problem = await deps.findVisibleProblem(problemCode);
  const outcome = await deps.repo.insertUnlessOpen({ userId: user.id, problemInternalId: problem.id, reportType, reportContent });
  if ('report' in outcome) return outcome.report;
  // Gone: deleted by an admin since it was looked up.
  throw outcome.refused === 'problem_gone' ? problemNotFound() : reportErrors.alreadyOpen();
}
