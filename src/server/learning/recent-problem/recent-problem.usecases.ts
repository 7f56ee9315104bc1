import type { SessionUser } from '../../http/context';
import { isVisibleToLearners, problemNotFound, type ProblemReadRepository } from '../../content';
import type { RecentProblemRepository } from './recent-problem.repository';

type Deps = { repo: RecentProblemRepository; problems: ProblemReadRepository };

// The shared read model holds the problem the learner has just opened, so recording it reads
// nothing from the database. Only a published problem on a published path is recorded: a draft an
// admin previews is not 'opened' by a learner.
export async function recordOpenedProblem({ repo, problems }: Deps, { user, problemCode }: { user: SessionUser; problemCode: string }) {
  const problem = await problems.findProblem(problemCode);
  if (!isVisibleToLearners(problem)) throw problemNotFound();
  await repo.recordOpened(user.id, problem.id);
}

// The learner's last opened problem as the home page links it, or null: none yet, or it has since
// been unpublished, moved under an unpublished path or deleted.
export async function getLastOpenedProblem({ repo, problems }: Deps, { user }: { user: SessionUser }) {
  const problemCode = await repo.lastOpenedCode(user.id);
  const problem = problemCode === undefined ? undefined : await problems.findProblem(problemCode);
  if (!isVisibleToLearners(problem)) return null;
  return {
    problemId: problem.problemId,
    number: problem.number,
    categoryId: problem.categoryCode,
    topicId: problem.topicCode,
    subtopicId: problem.subtopicCode,
    subtopicName: problem.subtopicName,
  };
}
