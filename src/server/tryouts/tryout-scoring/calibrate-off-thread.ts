import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TCalibrateOptions, TCalibration, TResponsePatterns } from '../../../core/irt/calibrate';
import { flattenPatterns } from './response-cells';

// Compiled (npm start and npm run serve run dist/app/main.js, scripts/build-server.ts), this code
// is in the bundle and the worker is its own entry beside it: dist/app/calibration-worker.js.
// Run as TypeScript (tests, npm run dev), the worker is the .ts file beside this one and is told
// to load tsx itself (vitest runs the tests without it in process.execArgv), by its resolved path
// so it does not depend on the working directory.
const isCompiled = import.meta.url.endsWith('.js');
const workerFile = new URL(isCompiled ? './calibration-worker.js' : './calibration-worker.ts', import.meta.url);
const workerExecArgv = isCompiled ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

export class CalibrationAborted extends Error {
  constructor() {
    super('calibration stopped');
  }
}

/** calibrate2pl in a worker thread, so the event loop keeps serving requests meanwhile. */
export function calibrateOffThread(data: TResponsePatterns, options: TCalibrateOptions = {}, signal?: AbortSignal): Promise<TCalibration> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CalibrationAborted());
      return;
    }
    // The patterns go as one typed array, moved (not copied) to the worker: structured-cloning
    // 20,000 arrays of 40 answers held the event loop 80-130 ms, flattening them takes about 6.
    const responses = flattenPatterns(data);
    const worker = new Worker(workerFile, {
      workerData: { responses, options },
      transferList: [responses.cells.buffer, responses.counts.buffer],
      execArgv: workerExecArgv,
    });
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      reject(new CalibrationAborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      if (settled) return;
      settled = true;
      outcome();
    };
    worker.once('message', (result: TCalibration) => finish(() => resolve(result)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`calibration worker exited with code ${code}`))));
  });
}
