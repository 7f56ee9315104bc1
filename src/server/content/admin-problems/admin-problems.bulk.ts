import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { readContentUsage, refuseContentInUse } from '../content-usage/content-usage';
import { refuseChangesToTryoutProblems } from '../content-usage/problems-in-tryouts';
import type { Writer } from '../../db/unique-code';
import { existingCodes, moveToSubtopic, setPublished } from './admin-problems.bulk.repository';
import type { TBulkActionRequest, TBulkSelection } from './admin-problems.bulk.schemas';
import { deleteProblems, deletionImpact, lockProblems, problemIdsByCodes, type ProblemIds } from './admin-problems.deletion.repository';
import { adminProblemErrors } from './admin-problems.errors';
import type { AdminProblemsRepository } from './admin-problems.repository';

type Deps = { db: Database; repo: AdminProblemsRepository; clock: () => Date };
type WriteDeps = Deps & { changes: Changes };

function idsOf(repo: AdminProblemsRepository, selection: TBulkSelection): ProblemIds {
  return 'problemIds' in selection ? problemIdsByCodes(selection.problemIds) : repo.matchingIds(selection.filter).getSQL();
}

/** What deleting the selection would take with it, counted per kind, and where it is used (the bulk delete's confirmation). */
export async function getBulkDeletionImpact({ db, repo, clock }: Deps, selection: TBulkSelection) {
  const ids = idsOf(repo, selection);
  const [impact, usage] = await Promise.all([deletionImpact(db, ids), readContentUsage(db, ids, clock())]);
  return { ...impact, usage };
}

// The selection locked, or the whole action refused: codes that name no problem, or nothing selected.
// Every read on the transaction's own connection: one held while waiting on the pool for another
// deadlocks once as many bulk actions run at once as the pool has connections (decision 065).
async function lockSelection(writer: Writer, ids: ProblemIds, selection: TBulkSelection) {
  const locked = await lockProblems(writer, ids);
  if ('problemIds' in selection) {
    const codes = [...new Set(selection.problemIds)];
    if (locked !== codes.length) {
      const found = await existingCodes(writer, codes);
      throw adminProblemErrors.unknownProblems(codes.filter((code) => !found.has(code)));
    }
  }
  if (locked === 0) throw adminProblemErrors.emptySelection();
  return locked;
}

/**
 * One bulk action, all or nothing in one transaction: publish, unpublish, move to the end of
 * another subtopic (never into 'List Teori', which holds theories only), or delete (refused while
 * one of them is used, deleteUnusedProblems).
 */
export async function runBulkAction(deps: WriteDeps, request: TBulkActionRequest) {
  const ids = idsOf(deps.repo, request.selection);
  const target = request.action === 'move' ? await deps.repo.findSubtopicForProblems(request.subtopicId) : undefined;
  if (request.action === 'move') {
    if (!target) throw adminProblemErrors.unknownReference('subtopicId', 'unknown_subtopic');
    if (target.isInTheoryList) throw adminProblemErrors.theorySubtopic();
  }
  const done = await deps.db.transaction(async (tx) => {
    // The target's list first, as a single save takes it, then the problems.
    if (target && !(await deps.repo.lockSubtopic(tx, target.id))) throw adminProblemErrors.unknownReference('subtopicId', 'unknown_subtopic');
    const affected = await lockSelection(tx, ids, request.selection);
    switch (request.action) {
      case 'publish':
        await setPublished(tx, ids, true);
        return { action: request.action, affected };
      // Issue 36: nothing leaves what learners of a published tryout see (decision 063).
      case 'unpublish':
        await setPublished(tx, ids, false);
        await refuseChangesToTryoutProblems(tx, ids, { hides: true });
        return { action: request.action, affected };
      case 'move':
        await moveToSubtopic(tx, ids, target!.id);
        await refuseChangesToTryoutProblems(tx, ids, { hides: true });
        return { action: request.action, affected };
      case 'delete':
        await deleteUnusedProblems(tx, ids, deps.clock());
        return { action: request.action, affected };
    }
  });
  deps.changes.contentChanged();
  return done;
}

/** Issue 50.4: nothing goes while one of the problems is used (decision 072); in the caller's transaction, the rows locked. */
export async function deleteUnusedProblems(tx: Writer, ids: ProblemIds, now: Date) {
  await refuseContentInUse(tx, ids, now);
  return deleteProblems(tx, ids);
}
