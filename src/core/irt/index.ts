// IRT scoring of tryouts (issue 36, point 3): server-side only, never imported by a learner web
// route (it loads the graders). Decisions 056 (calibration) and 057 (provisional parameters,
// the Skor prediksi scale, bands, difficulty words).
export {
  calibrate2pl,
  type TCalibratedItem,
  type TCalibrateOptions,
  type TCalibration,
  type TItemStatus,
  type TResponse,
  type TResponseData,
  type TResponsePatterns,
  type TResponseRow,
  type TStandardErrorMethod,
} from './calibrate';
export { difficultyWord, type TDifficultyWord } from './difficulty';
export { itemParametersForScoring, MIN_TRYOUT_ANSWERS, provisionalItem, type TItemParameters } from './provisional';
export { irtResponse, irtResponseFromGrade, type TUnanswered } from './responses';
export {
  eapScore,
  eapScorer,
  percentileRank,
  percentileRanks,
  SCORE_BANDS,
  scoreBand,
  SKOR_PREDIKSI_SCALE,
  skorPrediksi,
  type TAbility,
  type TEapOptions,
  type TScoreBand,
  type TScoringItem,
  type TSkorPrediksi,
} from './score';
