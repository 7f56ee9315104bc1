import pino, { type Logger } from 'pino';

// Buffered, asynchronous writes to stdout: a synchronous write per request log line costs more
// than many requests themselves. main.ts flushes on shutdown.
export function createLogger(level: string): Logger & { flushSync: () => void } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
  const logger = pino(
    {
      level,
      base: undefined,
      redact: { paths: ['req.headers.cookie', 'password', '*.password'], censor: '[redacted]' },
    },
    destination,
  );
  return Object.assign(logger, { flushSync: () => destination.flushSync() });
}
