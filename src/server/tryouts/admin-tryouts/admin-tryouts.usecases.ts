import type { z } from 'zod';
import { TRYOUT_FIELD_MESSAGES, type TAdminTryout, type ZCreateTryoutRequest, type ZSaveTryoutRequest } from '../../../core/tryout-admin';
import { tryoutState } from '../../../core/tryout-state';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { Writer } from '../../db/unique-code';
import type { SessionUser } from '../../http/context';
import { enqueueJob, latestJob, type TJob } from '../tryout-scoring';
import { adminTryoutErrors } from './admin-tryouts.errors';
import { createAdminTryoutsRepository, type AdminTryoutsRepository, type TTryoutRow } from './admin-tryouts.repository';

// Building tryouts (issue 36, point 1; decision 058): whole-document saves in one transaction with
// an optimistic version (updatedAt), locked once anyone has started, published when complete.

// `changes`: told after a write that can move problems in or out of practice (decision 068).
export type AdminTryoutsDeps = { db: Database; now: () => Date; changes: Pick<Changes, 'contentChanged'>; wakeJobs?: () => void };

async function documentOf(repo: AdminTryoutsRepository, row: TTryoutRow, now: Date): Promise<TAdminTryout> {
  const [sections, problems] = await Promise.all([repo.sections(row.id), repo.sectionProblems(row.id)]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: tryoutState(row, now),
    locked: row.firstStartedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    sections: sections.map((section) => ({
      ...section,
      problems: (problems.get(section.id) ?? []).map(({ id: _id, ...problem }) => problem),
    })),
  };
}

async function mustFind(repo: AdminTryoutsRepository, id: string, forUpdate = false) {
  const row = await repo.find(id, { forUpdate });
  if (!row) throw adminTryoutErrors.notFound();
  return row;
}

export async function listTryouts({ db, now }: AdminTryoutsDeps) {
  return createAdminTryoutsRepository(db).list(now());
}

export async function getTryout({ db, now }: AdminTryoutsDeps, id: string): Promise<TAdminTryout> {
  const repo = createAdminTryoutsRepository(db);
  return documentOf(repo, await mustFind(repo, id), now());
}

export async function createTryout({ db, now }: { db: Writer; now: () => Date }, user: SessionUser, request: z.output<typeof ZCreateTryoutRequest>): Promise<TAdminTryout> {
  const repo = createAdminTryoutsRepository(db);
  const id = await repo.insert({ title: request.title, description: request.description ?? '', opensAt: request.opensAt, closesAt: request.closesAt, createdBy: user.id });
  return documentOf(repo, (await repo.find(id))!, now());
}

type TSaveRequest = z.output<typeof ZSaveTryoutRequest>;

// What a locked tryout may still change: title, description and a later (or the same) closesAt.
function changesLockedParts(row: TTryoutRow, current: { id: string; name: string; durationSeconds: number; problemCodes: string[] }[], request: TSaveRequest) {
  if (request.opensAt.getTime() !== row.opensAt.getTime()) return true;
  if (request.closesAt.getTime() < row.closesAt.getTime()) return true;
  if (request.sections.length !== current.length) return true;
  return request.sections.some((section, i) => {
    const stored = current[i]!;
    return (
      section.id !== stored.id ||
      section.name !== stored.name ||
      section.durationSeconds !== stored.durationSeconds ||
      section.problemIds.length !== stored.problemCodes.length ||
      section.problemIds.some((code, j) => code !== stored.problemCodes[j])
    );
  });
}

export async function saveTryout({ db, now, changes }: AdminTryoutsDeps, id: string, request: TSaveRequest): Promise<TAdminTryout> {
  const tryout = await db.transaction(async (tx) => {
    const repo = createAdminTryoutsRepository(tx);
    // Locked for the transaction: a first start (which sets first_started_at) waits for this save.
    const row = await mustFind(repo, id, true);
    if (new Date(request.updatedAt).getTime() !== row.updatedAt.getTime()) throw adminTryoutErrors.stale(row.updatedAt);
    const fields = { title: request.title, description: request.description, opensAt: request.opensAt, closesAt: request.closesAt };
    if (row.firstStartedAt !== null) {
      const [sections, problems] = await Promise.all([repo.sections(id), repo.sectionProblems(id)]);
      const current = sections.map((section) => ({ ...section, problemCodes: (problems.get(section.id) ?? []).map((problem) => problem.problemId) }));
      if (changesLockedParts(row, current, request)) throw adminTryoutErrors.locked();
      await repo.updateFields(id, fields);
      return documentOf(repo, (await repo.find(id))!, now());
    }
    const existing = new Set((await repo.sections(id)).map((section) => section.id));
    const codes = request.sections.flatMap((section) => section.problemIds);
    const known = await repo.problemsByCodes(codes);
    const issues: { path: string; message: string; code: 'custom' }[] = [];
    request.sections.forEach((section, i) => {
      if (section.id && !existing.has(section.id)) issues.push({ path: `sections.${i}.id`, message: TRYOUT_FIELD_MESSAGES.unknownSection, code: 'custom' });
      section.problemIds.forEach((code, j) => {
        if (!known.get(code)?.isPublished) issues.push({ path: `sections.${i}.problemIds.${j}`, message: TRYOUT_FIELD_MESSAGES.unknownProblem, code: 'custom' });
      });
    });
    if (issues.length > 0) throw adminTryoutErrors.invalid(issues);
    await repo.replaceSections(
      id,
      request.sections.map((section) => ({ ...section, problemIds: section.problemIds.map((code) => known.get(code)!.id) })),
    );
    await repo.updateFields(id, fields);
    return documentOf(repo, (await repo.find(id))!, now());
  });
  changes.contentChanged();
  return tryout;
}

export async function publishTryout({ db, now, changes }: AdminTryoutsDeps, id: string): Promise<TAdminTryout> {
  const tryout = await db.transaction(async (tx) => {
    const repo = createAdminTryoutsRepository(tx);
    const row = await mustFind(repo, id, true);
    if (row.publishedAt === null) {
      const [sections, problems] = await Promise.all([repo.sections(id), repo.sectionProblems(id)]);
      if (sections.length === 0 || sections.some((section) => (problems.get(section.id) ?? []).length === 0)) throw adminTryoutErrors.incomplete();
      const drafts = [...problems.values()].flat().filter((problem) => !problem.isPublished);
      if (drafts.length > 0) throw adminTryoutErrors.unpublishedProblems(drafts.map((problem) => problem.problemId));
      if (row.closesAt.getTime() <= now().getTime()) throw adminTryoutErrors.alreadyClosed();
      await repo.setPublished(id, now());
    }
    return documentOf(repo, (await repo.find(id))!, now());
  });
  changes.contentChanged();
  return tryout;
}

export async function unpublishTryout({ db, now, changes }: AdminTryoutsDeps, id: string): Promise<TAdminTryout> {
  const tryout = await db.transaction(async (tx) => {
    const repo = createAdminTryoutsRepository(tx);
    const row = await mustFind(repo, id, true);
    if (row.firstStartedAt !== null) throw adminTryoutErrors.lockedRemove();
    if (row.publishedAt !== null) await repo.setPublished(id, null);
    return documentOf(repo, (await repo.find(id))!, now());
  });
  changes.contentChanged();
  return tryout;
}

export async function deleteTryout({ db, changes }: AdminTryoutsDeps, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = createAdminTryoutsRepository(tx);
    const row = await mustFind(repo, id, true);
    if (row.firstStartedAt !== null) throw adminTryoutErrors.lockedRemove();
    await repo.remove(id);
  });
  changes.contentChanged();
}

/** Queues a recalibration (202), or answers with the tryout's active job (200). */
export async function requestRecalibration({ db, now, wakeJobs }: AdminTryoutsDeps, id: string): Promise<{ job: TJob; created: boolean }> {
  const row = await mustFind(createAdminTryoutsRepository(db), id);
  if (row.firstStartedAt === null) throw adminTryoutErrors.notStarted();
  const queued = await enqueueJob(db, id, 'recalibrate', now());
  if (queued.created) wakeJobs?.();
  return queued;
}

export async function tryoutJob({ db }: AdminTryoutsDeps, id: string): Promise<TJob | null> {
  await mustFind(createAdminTryoutsRepository(db), id);
  return latestJob(db, id);
}
