import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

const require = createRequire(import.meta.url);

export type LogFormat = 'json' | 'pretty';

/** JSON for machines; pretty lines for a person at a terminal. LOG_FORMAT overrides either. */
export function logFormatFor(requested: LogFormat | undefined, isTty: boolean): LogFormat {
  return requested ?? (isTty ? 'pretty' : 'json');
}

const options = {
  base: undefined,
  redact: { paths: ['req.headers.cookie', 'password', '*.password'], censor: '[redacted]' },
};

export function createLogger(level: string, format: LogFormat = 'json'): Logger & { flushSync: () => void } {
  if (format === 'pretty') {
    // Loaded only here: about 10 MB of memory and 18 ms of start-up a server writing JSON does not need.
    const pretty = require('pino-pretty') as typeof PinoPretty;
    // Synchronous: a person reads it as it happens, and nothing waits for a flush at exit.
    const stream = pretty({ sync: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
    return Object.assign(pino({ level, ...options }, stream), { flushSync: () => undefined });
  }
  // Buffered, asynchronous writes to stdout: a synchronous write per request log line costs more
  // than many requests themselves. main.ts flushes on shutdown.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
  return Object.assign(pino({ level, ...options }, destination), { flushSync: () => destination.flushSync() });
}
