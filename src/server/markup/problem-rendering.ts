import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { renderProblemMarkup } from './problem-markup';
import { createProblemRenderingRepository, type TStaleProblem } from './problem-rendering.repository';

// Rows per transaction: a batch holds its row locks (an admin saving one of them waits) for
// about as long as rendering 200 problems takes.
const BATCH_SIZE = 200;
const RETRY_DELAY_MS = 30_000;

type RenderingDeps = { db: Database; logger: Pick<Logger, 'error'>; shouldStop?: () => boolean };

/**
 * Renders and stores every problem whose HTML is missing or stale (rendered_version null), a batch
 * per transaction, until none is left; returns how many it stored. Several processes may run it at
 * once: each skips the rows another holds. A problem that fails to render is logged and left
 * stale (readers render it themselves) so it never holds up the others.
 */
export async function renderStale({ db, logger, shouldStop = () => false }: RenderingDeps): Promise<number> {
  const repo = createProblemRenderingRepository({ db });
  const renderEach = (stale: TStaleProblem[]) =>
    stale.flatMap((problem) => {
      try {
        return [{ id: problem.id, markup: renderProblemMarkup(problem, problem.theoryContents) }];
      } catch (error) {
        logger.error({ err: error, problemId: problem.problemId }, 'rendering a problem failed; it stays stale');
        return [];
      }
    });
  let afterId = 0;
  let stored = 0;
  while (!shouldStop()) {
    const batch = await repo.renderBatch(afterId, BATCH_SIZE, renderEach);
    if (!batch) break;
    afterId = batch.lastId;
    stored += batch.stored;
  }
  return stored;
}

/**
 * Keeps the stored HTML current in the background (issue 13): start() makes HTML of another
 * renderer version stale and renders what is stale; requestRun() after a change that made rows
 * stale. Never blocks a request or start-up: a failure is logged and tried again later, and
 * pages render stale problems themselves meanwhile. One run at a time; a request during a run
 * starts another once it ends (the rows it made stale may lie behind the run's position).
 */
export function createProblemRenderer({ db, logger }: { db: Database; logger: Pick<Logger, 'info' | 'error'> }) {
  const repo = createProblemRenderingRepository({ db });
  let running: Promise<void> | null = null;
  let runAgain = false;
  let otherVersionsPending = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const run = async () => {
    runAgain = false;
    if (otherVersionsPending) {
      await repo.markOtherVersionsStale();
      otherVersionsPending = false;
    }
    const started = Date.now();
    const stored = await renderStale({ db, logger, shouldStop: () => stopped });
    if (stored > 0) logger.info({ problems: stored, ms: Date.now() - started }, 'stored rendered problem markup');
  };

  const requestRun = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(retry);
    running = run()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'rendering stale problems failed; trying again later (pages render them meanwhile)');
        if (!stopped) retry = setTimeout(requestRun, RETRY_DELAY_MS).unref();
      })
      .finally(() => {
        running = null;
        if (runAgain) requestRun();
      });
  };

  return {
    start: () => {
      otherVersionsPending = true;
      requestRun();
    },
    requestRun,
    /** Resolves once no run is in progress, including the rounds requested meanwhile. */
    settled: async () => {
      while (running) await running;
    },
    /** No new run starts; the batch in progress commits first. */
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      while (running) await running;
    },
  };
}

export type ProblemRenderer = ReturnType<typeof createProblemRenderer>;
