import { parentPort, workerData } from 'node:worker_threads';
import { calibrate2pl, type TCalibrateOptions } from '../../../core/irt/calibrate';
import { patternsFromCells, type TResponseCells } from './response-cells';

// Runs in a worker thread (calibrate-off-thread.ts): the EM is seconds of CPU and must not hold
// the server's event loop (decision 056's consequences, decision 058).
const { responses, options } = workerData as { responses: TResponseCells; options: TCalibrateOptions };
parentPort!.postMessage(calibrate2pl(patternsFromCells(responses), options));
