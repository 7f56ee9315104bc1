// Tryout scoring (issue 36; decision 058): the scoring service the sitting module calls at the end
// of a sitting, and the background jobs that recalibrate and finalize tryouts.
export { calibrateOffThread, CalibrationAborted } from './calibrate-off-thread';
export { createTryoutJobRunner, DEFAULT_TRYOUT_JOB_TICK_MS, enqueueDueFinalizations, enqueueJob, latestJob, type TJob, type TryoutJobRunner } from './tryout-jobs';
export {
  createTryoutScoring,
  currentItemParameters,
  type TCurrentItemParameters,
  type TFinalization,
  type TParamVersion,
  type TProgress,
  type TRecalibration,
  type TryoutScoring,
  type TScoringOptions,
  type TSectionScore,
  type TSittingScore,
} from './tryout-scoring';
