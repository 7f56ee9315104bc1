import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TTryoutJob } from '../../../core/tryout-admin';
import { TRYOUT_ANSWER_GRACE_SECONDS, type TTryoutJobKind, type TTryoutJobStatus } from '../../../core/tryouts';
import type { Database } from '../../db/client';
import { CalibrationAborted } from './calibrate-off-thread';
import { createTryoutScoring, type TryoutScoring } from './tryout-scoring';

// Background work on tryouts (decision 058): rows of tryout_jobs, taken by any instance with
// FOR UPDATE SKIP LOCKED, progress written as a job goes; a tick enqueues 'finalize' for closed
// tryouts not yet final and runs what is queued, one job at a time per instance.

export type TJob = TTryoutJob;

type TJobRow = {
  id: string;
  tryout_id: string;
  kind: TTryoutJobKind;
  status: TTryoutJobStatus;
  progress: number;
  message: string | null;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
};

export const DEFAULT_TRYOUT_JOB_TICK_MS = 30_000;
// A job 'running' this long was left by an instance that stopped without returning it (a crash):
// it is marked failed, and a tryout still not final gets a new 'finalize' at the next tick.
export const STALE_RUNNING_JOB_MINUTES = 15;
// A tryout whose finalize failed is not enqueued again for this long (no retry storm on a bug).
const FAILED_FINALIZE_BACKOFF_MINUTES = 10;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function jobOf(row: TJobRow): TJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    message: row.message,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

const JOB_COLUMNS = sql.raw('id, tryout_id, kind, status, progress, message, created_at, started_at, finished_at');

/** The tryout's active job (queued or running), else its latest one; null when it never had one. */
export async function latestJob(db: Database, tryoutId: string): Promise<TJob | null> {
  const [row] = await db.execute<TJobRow>(sql`
    select ${JOB_COLUMNS} from tryout_jobs where tryout_id = ${tryoutId}
    order by (status in ('queued', 'running')) desc, created_at desc limit 1`);
  return row ? jobOf(row) : null;
}

/** Queues a job unless the tryout has an active one; returns the job and whether it is new. */
export async function enqueueJob(db: Database, tryoutId: string, kind: TTryoutJobKind, now: Date): Promise<{ job: TJob; created: boolean }> {
  const [created] = await db.execute<TJobRow>(sql`
    insert into tryout_jobs (tryout_id, kind, created_at) values (${tryoutId}, ${kind}, ${now.toISOString()}::timestamptz)
    on conflict (tryout_id) where status in ('queued', 'running') do nothing
    returning ${JOB_COLUMNS}`);
  if (created) return { job: jobOf(created), created: true };
  const active = await latestJob(db, tryoutId);
  if (active && (active.status === 'queued' || active.status === 'running')) return { job: active, created: false };
  // The active job finished between the two statements: queue again.
  return enqueueJob(db, tryoutId, kind, now);
}

/** Queues 'finalize' for published tryouts closed (and past the answers' grace) without final scores. */
export async function enqueueDueFinalizations(db: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await db.execute<{ id: string }>(sql`
    insert into tryout_jobs (tryout_id, kind, created_at)
    select t.id, 'finalize', ${at}::timestamptz from tryouts t
    where t.published_at is not null and t.final_version_id is null
      and t.closes_at + make_interval(secs => ${TRYOUT_ANSWER_GRACE_SECONDS}) <= ${at}::timestamptz
      and not exists (select 1 from tryout_jobs j where j.tryout_id = t.id and j.status in ('queued', 'running'))
      and not exists (
        select 1 from tryout_jobs j where j.tryout_id = t.id and j.kind = 'finalize' and j.status = 'failed'
          and j.finished_at > ${at}::timestamptz - make_interval(mins => ${FAILED_FINALIZE_BACKOFF_MINUTES}))
    on conflict (tryout_id) where status in ('queued', 'running') do nothing
    returning tryout_id as id`);
  return rows.length;
}

async function failStaleJobs(db: Database, now: Date) {
  const at = now.toISOString();
  await db.execute(sql`
    update tryout_jobs set status = 'failed', finished_at = ${at}::timestamptz,
      message = 'Terhenti karena server berhenti; dijadwalkan ulang bila perlu.'
    where status = 'running' and started_at < ${at}::timestamptz - make_interval(mins => ${STALE_RUNNING_JOB_MINUTES})`);
}

// The oldest queued job, marked running; a job another instance is taking right now is skipped.
async function takeJob(db: Database, now: Date): Promise<TJobRow | null> {
  const [row] = await db.execute<TJobRow>(sql`
    update tryout_jobs set status = 'running', started_at = ${now.toISOString()}::timestamptz, progress = 0
    where id = (select id from tryout_jobs where status = 'queued' order by created_at, id limit 1 for update skip locked)
    returning ${JOB_COLUMNS}`);
  return row ?? null;
}

type Deps = { db: Database; clock?: () => Date; logger?: Pick<Logger, 'info' | 'warn' | 'error'>; scoring?: TryoutScoring; intervalMs?: number };

export function createTryoutJobRunner({ db, clock = () => new Date(), logger, scoring = createTryoutScoring({ db, clock }), intervalMs = DEFAULT_TRYOUT_JOB_TICK_MS }: Deps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const abort = new AbortController();

  const runJob = async (row: TJobRow) => {
    const onProgress = async (progress: number, message: string) => {
      await db.execute(sql`update tryout_jobs set progress = ${Math.max(0, Math.min(100, Math.round(progress)))}, message = ${message} where id = ${row.id}`);
    };
    try {
      const signal = abort.signal;
      let message: string;
      if (row.kind === 'finalize') {
        const result = await scoring.finalize(row.tryout_id, onProgress, { signal });
        message = result.alreadyFinal ? 'Skor akhir sudah ada.' : `Skor akhir ${result.sittings} peserta dengan parameter versi ${result.version}.`;
      } else {
        const result = await scoring.recalibrate(row.tryout_id, onProgress, { signal });
        message = `Parameter versi ${result.version}: ${result.calibratedItems} soal terkalibrasi, ${result.provisionalItems} sementara, dari ${result.learners} peserta.`;
      }
      await db.execute(sql`update tryout_jobs set status = 'done', progress = 100, message = ${message}, finished_at = ${clock().toISOString()}::timestamptz where id = ${row.id}`);
    } catch (error) {
      if (error instanceof CalibrationAborted) {
        // Stopping: the job goes back to the queue for the next instance or start.
        await db.execute(sql`update tryout_jobs set status = 'queued', started_at = null, progress = 0, message = null where id = ${row.id}`);
        return;
      }
      logger?.error({ err: error, jobId: row.id, tryoutId: row.tryout_id, kind: row.kind }, 'tryout job failed');
      const message = error instanceof Error && /^[A-Z]/.test(error.message) && /[.]$/.test(error.message) ? error.message : 'Gagal dijalankan; lihat log server.';
      await db.execute(sql`update tryout_jobs set status = 'failed', message = ${message}, finished_at = ${clock().toISOString()}::timestamptz where id = ${row.id}`);
    }
  };

  /** Runs queued jobs one after another until none is left (or the runner stops); how many ran. */
  const runQueued = async (): Promise<number> => {
    let ran = 0;
    while (!stopped) {
      const row = await takeJob(db, clock());
      if (!row) break;
      await runJob(row);
      ran++;
    }
    return ran;
  };

  /** One tick: stale jobs failed, due finalizations queued, then the queue run. */
  const tick = async (): Promise<number> => {
    const now = clock();
    await failStaleJobs(db, now);
    await enqueueDueFinalizations(db, now);
    return runQueued();
  };

  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .then(() => undefined)
      .catch((error: unknown) => logger?.warn({ err: error }, 'tryout jobs tick failed; trying again at the next one'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
  };

  return {
    tick,
    runQueued,
    /** Runs a tick now (a job was just queued), in the background. */
    wake: trigger,
    start: () => {
      trigger();
      timer = setInterval(trigger, intervalMs).unref();
    },
    /** Stops ticking; a calibration in progress is stopped and its job queued again. */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}

export type TryoutJobRunner = ReturnType<typeof createTryoutJobRunner>;
