import { difficultyWord, scoreBand, skorPrediksi } from '../../../core/irt';
import { learnerTryoutState, weakestSubtopics } from '../../../core/tryout-sitting';
import type { SessionUser } from '../../http/context';
import { revealFor } from '../../content';
import { tryoutsErrors } from './tryouts.errors';
import { currentSitting, findTryout, tryoutProblemView, type TryoutDeps } from './tryouts.sitting';

const bandOf = (score: number) => {
  const { band, label } = scoreBand(score);
  return { band, bandLabel: label };
};

// GET /tryouts/:id/result. Before the window closes a finished sitting is only 'submitted'; after
// it, the score (final once written, else provisional) with the parameter version it used, each
// problem with the learner's answer, the key, the solution and its difficulty in words, and the
// subtopics where the learner lost the most.
export async function getResult(deps: TryoutDeps, { tryoutId, user }: { tryoutId: string; user: SessionUser }) {
  const tryout = await findTryout(deps, tryoutId);
  const sitting = await currentSitting(deps, tryout, user.id);
  if (!sitting) throw tryoutsErrors.sittingNotFound();
  if (sitting.finishedAt === null) throw tryoutsErrors.sittingInProgress();
  const now = deps.now();
  const submitted = { serverNow: now.toISOString(), status: 'submitted' as const, finishedAt: sitting.finishedAt.toISOString() };
  if (learnerTryoutState(tryout, now) !== 'closed') return submitted;
  const { answers, score, items } = await deps.repo.resultData(sitting.id);
  if (!score) return submitted;

  const answerOf = new Map(answers.map((answer) => [answer.problemId, answer]));
  const sectionScores = new Map(score.sections.map((section) => [section.sectionId, section]));
  const revealDeps = { linkedTheories: deps.problems.linkedTheories, markup: deps.markup };
  const reviewed = await Promise.all(
    tryout.sections.flatMap((section) =>
      section.problems.map(async (listed, index) => {
        // The learner's own exam record: shown even if the problem or its path was unpublished after
        // the final scores; its subtopic is offered for practice only while learners can open it.
        const record = await deps.problems.findProblemOfRecord(listed.code);
        if (!record) return null;
        const { row, isPathVisible } = record;
        const given = answerOf.get(listed.id);
        const reveal = await revealFor(revealDeps, row, user);
        const item = items.get(listed.id);
        return {
          sectionId: section.id,
          sectionName: section.name,
          position: index + 1,
          problem: tryoutProblemView(deps.markup, row),
          answer: given?.answer ?? null,
          correct: given?.correct === true,
          key: reveal.answer,
          solutionHtml: reveal.solution.status === 'visible' ? reveal.solution.html : null,
          difficulty: item ? difficultyWord(item.b) : null,
          provisional: item?.provisional ?? true,
          subtopic: {
            categoryCode: row.categoryCode,
            topicCode: row.topicCode,
            subtopicCode: row.subtopicCode,
            subtopicName: row.subtopicName,
            topicName: row.topicName,
            practicable: isPathVisible,
          },
        };
      }),
    ),
  );
  const problems = reviewed.filter((problem) => problem !== null);
  const overall = skorPrediksi({ theta: score.theta, sd: score.sd });
  return {
    serverNow: now.toISOString(),
    status: 'scored' as const,
    stage: score.stage,
    version: { version: score.version.version, createdAt: score.version.createdAt.toISOString() },
    overall: { score: score.score, plusMinus: score.plusMinus, low: overall.low, high: overall.high, ...bandOf(score.score), percentile: score.percentile },
    sections: tryout.sections.flatMap((section) => {
      const scored = sectionScores.get(section.id);
      return scored ? [{ sectionId: section.id, name: section.name, score: scored.score, plusMinus: scored.plusMinus, ...bandOf(scored.score) }] : [];
    }),
    problems: problems.map(({ subtopic: _subtopic, ...problem }) => problem),
    weakSubtopics: weakestSubtopics(problems.map((problem) => ({ subtopic: problem.subtopic, correct: problem.correct }))),
  };
}
