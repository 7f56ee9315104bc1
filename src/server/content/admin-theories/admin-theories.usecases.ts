import { DUPLICATE_THEORY_PREFIX, THEORY_CONTENT_MAX_LENGTH, type TCreateTheoryRequest } from '../../../core/theories';
import type { Changes } from '../../db/content-changes';
import type { MoveDirection } from '../../db/ordering';
import type { MarkupCache } from '../../markup/markup-cache';
import type { ProblemRenderer } from '../../markup/problem-rendering';
import { adminTheoryErrors } from './admin-theories.errors';
import type { AdminTheoriesRepository } from './admin-theories.repository';

// `changes`: an edit or deletion marks the linked problems' stored markup stale, which learners'
// pages read; a created or moved theory is on none of them until a problem links it.
type Deps = { repo: AdminTheoriesRepository; markup: MarkupCache; problemRenderer: Pick<ProblemRenderer, 'requestRun'>; changes: Changes };
type TheoryRow = NonNullable<Awaited<ReturnType<AdminTheoriesRepository['findTheory']>>>;

// contentHtml is what learners see in an 'Ingat!' box, rendered by the same renderer.
const toTheory = (markup: MarkupCache, { theoryId, content, sortOrder, linkedProblemCount }: TheoryRow) => ({
  theoryId,
  content,
  contentHtml: markup.block(content),
  sortOrder,
  linkedProblemCount,
});

async function requireTheoryCategory(repo: AdminTheoriesRepository) {
  const category = await repo.findTheoryCategory();
  if (!category) throw adminTheoryErrors.categoryMissing();
  return category;
}

async function requireTheorySubtopic(repo: AdminTheoriesRepository, subtopicCode: string) {
  const category = await requireTheoryCategory(repo);
  const subtopic = await repo.findSubtopicInCategory(category.id, subtopicCode);
  if (!subtopic) throw adminTheoryErrors.subtopicNotFound();
  return subtopic;
}

async function requireTheory(repo: AdminTheoriesRepository, theoryCode: string) {
  const theory = await repo.findTheory(theoryCode);
  if (!theory) throw adminTheoryErrors.theoryNotFound();
  return theory;
}

async function theoriesOf({ repo, markup }: Deps, subtopicInternalId: number) {
  return (await repo.listTheories(subtopicInternalId)).map((row) => toTheory(markup, row));
}

export async function listTheorySubtopics({ repo }: Deps) {
  const category = await requireTheoryCategory(repo);
  return { subtopics: await repo.listSubtopicsOfCategory(category.id) };
}

export async function listTheories(deps: Deps, subtopicCode: string) {
  const { id, subtopicId, subtopicName } = await requireTheorySubtopic(deps.repo, subtopicCode);
  return { subtopic: { subtopicId, subtopicName }, theories: await theoriesOf(deps, id) };
}

export async function createTheory({ repo, markup }: Deps, { subtopicId, content }: TCreateTheoryRequest) {
  const subtopic = await requireTheorySubtopic(repo, subtopicId);
  const created = await repo.insertLast(subtopic.id, content);
  if (!created) throw adminTheoryErrors.subtopicNotFound();
  return toTheory(markup, created);
}

// The linked problems' stored solutions show this theory: the save marks them stale and the
// renderer stores them again (learners get them rendered on read meanwhile).
export async function updateTheory({ repo, markup, problemRenderer, changes }: Deps, theoryCode: string, content: string) {
  const theory = await requireTheory(repo, theoryCode);
  if (!(await repo.updateContent(theory.id, content))) throw adminTheoryErrors.theoryNotFound();
  changes.contentChanged();
  problemRenderer.requestRun();
  return toTheory(markup, { ...theory, content });
}

export async function duplicateTheory({ repo, markup }: Deps, theoryCode: string) {
  const theory = await requireTheory(repo, theoryCode);
  const content = `${DUPLICATE_THEORY_PREFIX}${theory.content}`;
  // Cutting the copy short would lose the end of the text silently.
  if (content.length > THEORY_CONTENT_MAX_LENGTH) throw adminTheoryErrors.copyTooLong();
  const created = await repo.insertLast(theory.subtopicId, content);
  if (!created) throw adminTheoryErrors.theoryNotFound();
  return toTheory(markup, created);
}

export async function moveTheory(deps: Deps, theoryCode: string, direction: MoveDirection) {
  const theory = await requireTheory(deps.repo, theoryCode);
  if (!(await deps.repo.move(theory.subtopicId, theory.id, direction))) throw adminTheoryErrors.cannotMove();
  return { theories: await theoriesOf(deps, theory.subtopicId) };
}

export async function getDeletionImpact({ repo }: Deps, theoryCode: string) {
  const theory = await requireTheory(repo, theoryCode);
  return repo.linkedProblems(theory.id);
}

// Its problems' [teori_N] now point at the next linked theory or nowhere: they are rendered again.
export async function deleteTheory({ repo, problemRenderer, changes }: Deps, theoryCode: string) {
  const theory = await requireTheory(repo, theoryCode);
  if (!(await repo.deleteWithLinks(theory.id))) throw adminTheoryErrors.theoryNotFound();
  changes.contentChanged();
  problemRenderer.requestRun();
  return { theoryId: theory.theoryId };
}
