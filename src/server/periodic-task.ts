import type { Logger } from 'pino';

/**
 * Runs `task` at start and every `intervalMs` in the background, one run at a time (a run can
 * outlast the interval during an outage). A failure is logged and tried again at the next tick.
 */
export function createPeriodicTask({
  task,
  intervalMs,
  logger,
  failure,
}: {
  task: () => Promise<unknown>;
  intervalMs: number;
  logger: Pick<Logger, 'warn'>;
  /** The log line of a failed run. */
  failure: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => logger.warn({ err: error }, failure))
      .finally(() => (running = undefined));
  };
  return {
    start: () => {
      run();
      timer = setInterval(run, intervalMs).unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
