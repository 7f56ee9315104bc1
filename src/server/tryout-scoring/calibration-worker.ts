import { parentPort, workerData } from 'node:worker_threads';
import { calibrate2pl, type TCalibrateOptions, type TResponsePatterns } from '../../core/irt/calibrate';

// Runs in a worker thread (calibrate-off-thread.ts): the EM is seconds of CPU and must not hold
// the server's event loop (decision 056's consequences, decision 058).
const { data, options } = workerData as { data: TResponsePatterns; options: TCalibrateOptions };
parentPort!.postMessage(calibrate2pl(data, options));
