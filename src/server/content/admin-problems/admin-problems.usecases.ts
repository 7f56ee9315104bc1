import type { TProblemWriteParsed, TProblemUpdateParsed } from '../../../core/problem-editor';
import { shownAnswer } from '../../../problem-types';
import { renderInlineMarkup } from '../../../core/markup';
import { questionPreview } from '../../../core/preview';
import { flagReasons } from '../../../core/item-analytics';
import { formatIndonesianNumber } from '../../../core/numeric-answer';
import { plainDecimalToExact, toleranceToPlainDecimal } from '../../../core/plain-decimal';
import { sql } from 'drizzle-orm';
import { isSameGrading } from '../../../core/grading';
import type { Changes } from '../../db/content-changes';
import { readContentUsage } from '../content-usage/content-usage';
import { refuseChangesToTryoutProblems } from '../content-usage/problems-in-tryouts';
import { isMissingReference } from '../../db/missing-reference';
import { theories } from '../../db/schema';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';
import { renderProblemMarkup } from '../../markup/problem-markup';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import { deleteUnusedProblems } from './admin-problems.bulk';
import { deletionImpact, lockProblems, problemIdsByCodes } from './admin-problems.deletion.repository';
import { adminProblemErrors } from './admin-problems.errors';
import type { AdminProblemsRepository, ProblemListFilter, ProblemValues } from './admin-problems.repository';

type Deps = { db: Writer; repo: AdminProblemsRepository };
// Writes tell `changes` once committed, so learners' pages never show what was held before.
type WriteDeps = Deps & { changes: Changes };

export const ADMIN_PROBLEMS_PAGE = { defaultSize: 50, maxSize: 200 };
const THEORY_PREVIEW_LENGTH = 120;

export async function listProblems(
  { repo }: Pick<Deps, 'repo'>,
  query: ProblemListFilter & Partial<TPageQuery>,
  statsFreshness: () => Promise<string | null>,
) {
  const page = pageRequest(query, ADMIN_PROBLEMS_PAGE);
  // Two independent reads, sent together.
  const [rows, total, statsRefreshedAt] = await Promise.all([repo.list(query, page), repo.count(query), statsFreshness()]);
  const { items, pageInfo } = pageOf(rows, page);
  const renderPreview = (questionStart: string | null) => renderInlineMarkup(questionPreview(questionStart ?? ''));
  const problems = items.map((row) => ({
    problemId: row.problemId,
    type: row.type,
    // Rendered as learners see it (maths and bold), stored with the problem when it was saved.
    previewHtml: row.previewHtml ?? renderPreview(row.questionStart),
    tag: row.tag,
    isPublished: row.isPublished,
    isPublic: row.isPublic,
    hasSolution: row.hasSolution,
    category: { categoryId: row.categoryId, categoryName: row.categoryName },
    topic: { topicId: row.topicId, topicName: row.topicName },
    subtopic: { subtopicId: row.subtopicId, subtopicName: row.subtopicName },
    createdAt: row.createdAt,
    // Item analytics (issue 15), as fresh as statsRefreshedAt; open reports are live.
    stats: {
      learners: row.learners,
      firstTryRate: row.firstTryRate,
      eventualRate: row.eventualRate,
      meanAttempts: row.meanAttempts,
      openReports: row.openReports,
      flags: flagReasons(row),
    },
  }));
  return { problems, pageInfo: { ...pageInfo, total }, statsRefreshedAt };
}

// The whole problem as the form edits it, with the path the form links the learner page by.
export async function getProblem({ repo }: Pick<Deps, 'repo'>, problemCode: string) {
  const row = await repo.findByCode(problemCode);
  if (!row) throw adminProblemErrors.notFound();
  const linked = await repo.linkedTheories(row.id);
  return {
    problem: {
      problemId: row.problemId,
      subtopicId: row.subtopicCode,
      type: row.type,
      questionText: row.questionText,
      answer: shownAnswer(row.type, row.answer),
      solutionText: row.solutionText,
      hints: row.hints,
      videoLink: row.videoLink,
      options: row.options,
      tag: row.tag,
      answerCategories: row.answerCategories,
      answerMode: row.answerMode,
      // Shown and edited the Indonesian way ('0,01'); stored as a plain numeric.
      answerTolerance: toleranceForForm(row.answerTolerance),
      hasSolution: row.hasSolution,
      isPublic: row.isPublic,
      isPublished: row.isPublished,
      theoryIds: linked.map((theory) => theory.theoryId),
      version: row.version,
      updatedAt: row.updatedAt,
    },
    path: {
      category: { categoryId: row.categoryCode, categoryName: row.categoryName },
      topic: { topicId: row.topicCode, topicName: row.topicName },
      subtopic: { subtopicId: row.subtopicCode, subtopicName: row.subtopicName },
    },
    // So the form can name the linked theories without loading every theory subtopic.
    linkedTheories: linked.map((theory) => ({
      theoryId: theory.theoryId,
      subtopicId: theory.subtopicId,
      preview: questionPreview(theory.content, THEORY_PREVIEW_LENGTH),
    })),
  };
}

// A subtopic or theory the form named was deleted by another admin after it was looked up: the
// same answer as when it was already gone.
const subtopicGone = () => adminProblemErrors.unknownReference('subtopicId', 'unknown_subtopic');

function refusingMissingTheories(error: unknown): never {
  throw isMissingReference(error, theories) ? adminProblemErrors.unknownReference('theoryIds', 'unknown_theory') : error;
}

// Last in its subtopic, with its theory links; undefined when the subtopic is gone. The
// subtopic's list is locked first, so concurrent creates get different places.
function insertProblem(deps: Deps, values: ProblemValues, theoryIds: number[]) {
  return insertWithUniqueCode(deps.db, 'problem', async (tx, code) => {
    if (!(await deps.repo.lockSubtopic(tx, values.subtopicId))) return undefined;
    const id = await deps.repo.insert(tx, code, await withMarkup(deps.repo, tx, values, theoryIds));
    await deps.repo.replaceTheoryLinks(tx, id, theoryIds);
    return code;
  });
}

export async function createProblem(deps: WriteDeps, input: TProblemWriteParsed) {
  const { values, theoryIds } = await resolveReferences(deps.repo, input);
  const problemCode = await insertProblem(deps, values, theoryIds).catch(refusingMissingTheories);
  if (problemCode === undefined) throw subtopicGone();
  deps.changes.contentChanged();
  return (await getProblem(deps, problemCode)).problem;
}

export async function updateProblem(deps: WriteDeps, problemCode: string, input: TProblemUpdateParsed) {
  const { values, theoryIds } = await resolveReferences(deps.repo, input);
  const updated = await deps.db
    .transaction(async (tx) => {
      // Locked as for a create: the problem may be moving there, to its end.
      if (!(await deps.repo.lockSubtopic(tx, values.subtopicId))) return { subtopicGone: true as const };
      const before = await deps.repo.heldParts(tx, problemCode);
      const id = await deps.repo.updateAtVersion(tx, problemCode, input.version, await withMarkup(deps.repo, tx, values, theoryIds));
      if (id === undefined || !before) return { id: undefined };
      await deps.repo.replaceTheoryLinks(tx, id, theoryIds);
      // Issue 36: not hidden from, nor graded differently for, a tryout that holds it (decision 063).
      // `before` was read before the update; the update found the version the admin saw, so no
      // other save came between.
      const change = { hides: values.isPublished === false || before.subtopicId !== values.subtopicId, regrades: !isSameGrading(before, values) };
      if (change.hides || change.regrades) await refuseChangesToTryoutProblems(tx, sql`select ${id}::int`, change);
      return { id };
    })
    .catch(refusingMissingTheories);
  if ('subtopicGone' in updated) throw subtopicGone();
  if (updated.id === undefined) {
    const current = await deps.repo.currentVersion(problemCode);
    if (!current) throw adminProblemErrors.notFound();
    throw adminProblemErrors.editConflict(current);
  }
  deps.changes.contentChanged();
  return (await getProblem(deps, problemCode)).problem;
}

// Spec 9: a copy gets a new code and starts non-public (and, issue 31, unpublished); everything else, theory links in
// their order included, is copied.
export async function duplicateProblem(deps: WriteDeps, problemCode: string) {
  const source = await deps.repo.findByCode(problemCode);
  if (!source) throw adminProblemErrors.notFound();
  const linked = await deps.repo.linkedTheories(source.id);
  const subtopicId = (await deps.repo.findSubtopicForProblems(source.subtopicCode))?.id;
  if (subtopicId === undefined) throw adminProblemErrors.notFound();
  const values: ProblemValues = {
    subtopicId,
    type: source.type,
    questionText: source.questionText,
    answer: source.answer,
    solutionText: source.solutionText,
    hints: source.hints,
    videoLink: source.videoLink,
    options: source.options,
    tag: source.tag,
    answerCategories: source.answerCategories,
    answerMode: source.answerMode,
    answerTolerance: source.answerTolerance,
    hasSolution: source.hasSolution,
    isPublic: false,
    // Issue 31: a copy is a draft until its author publishes it.
    isPublished: false,
  };
  const copyCode = await insertProblem(deps, values, linked.map((theory) => theory.id));
  // Its subtopic, and so the problem, was deleted since it was read.
  if (copyCode === undefined) throw adminProblemErrors.notFound();
  deps.changes.contentChanged();
  return (await getProblem(deps, copyCode)).problem;
}

export async function getDeletionImpact({ db, clock }: Pick<Deps, 'db'> & { clock: () => Date }, problemCode: string) {
  const ids = problemIdsByCodes([problemCode]);
  const [{ problems, learners, theories }, usage] = await Promise.all([deletionImpact(db, ids), readContentUsage(db, ids, clock())]);
  if (problems === 0) throw adminProblemErrors.notFound();
  return { learners, theories, usage };
}

export async function deleteProblem({ db, changes, clock }: Pick<WriteDeps, 'db' | 'changes'> & { clock: () => Date }, problemCode: string) {
  const ids = problemIdsByCodes([problemCode]);
  const deleted = await db.transaction(async (tx) => ((await lockProblems(tx, ids)) === 0 ? undefined : deleteUnusedProblems(tx, ids, clock())));
  if (!deleted) throw adminProblemErrors.notFound();
  changes.contentChanged();
  return { problemId: problemCode };
}

// Learners' pages read the HTML stored here (issue 13: no rendering on read). It is rendered in
// the save's transaction, from the linked theories as that transaction reads them.
async function withMarkup(repo: AdminProblemsRepository, tx: Writer, values: ProblemValues, theoryIds: number[]): Promise<ProblemValues> {
  return { ...values, ...renderProblemMarkup(values, await repo.theoryContentsForSave(tx, theoryIds)) };
}

async function resolveReferences(repo: AdminProblemsRepository, input: TProblemWriteParsed) {
  const subtopic = await repo.findSubtopicForProblems(input.subtopicId);
  if (subtopic === undefined) throw adminProblemErrors.unknownReference('subtopicId', 'unknown_subtopic');
  if (subtopic.isInTheoryList) throw adminProblemErrors.unknownReference('subtopicId', 'theory_subtopic');
  const subtopicId = subtopic.id;
  const found = new Map((await repo.findTheories(input.theoryIds)).map((theory) => [theory.theoryId, theory.id]));
  const missingIndex = input.theoryIds.findIndex((code) => !found.has(code));
  if (missingIndex !== -1) throw adminProblemErrors.unknownReference(`theoryIds.${missingIndex}`, 'unknown_theory');
  const values: ProblemValues = {
    subtopicId,
    type: input.type,
    questionText: input.questionText,
    answer: input.answer,
    solutionText: input.solutionText,
    hints: input.hints,
    videoLink: input.videoLink,
    options: input.options,
    tag: input.tag,
    answerCategories: input.answerCategories,
    answerMode: input.answerMode,
    answerTolerance: input.answerTolerance === null ? null : toleranceForStorage(input.answerTolerance),
    hasSolution: input.hasSolution,
    isPublic: input.isPublic,
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
  };
  return { values, theoryIds: input.theoryIds.map((code) => found.get(code)!) };
}

function toleranceForForm(stored: string | null): string | null {
  const value = stored === null ? null : plainDecimalToExact(stored);
  return value ? formatIndonesianNumber(value) : null;
}

// The schema has already refused a tolerance that is not a finite decimal of at least zero.
function toleranceForStorage(text: string): string {
  const plain = toleranceToPlainDecimal(text);
  if (plain === null) throw new Error('answerTolerance passed validation but is not a finite decimal');
  return plain;
}
