import type { TResponse } from './calibrate';
import { DEFAULT_QUADRATURE_POINTS, DEFAULT_QUADRATURE_RANGE, logSigmoid, normalQuadrature } from './quadrature';

// A learner's ability from their answers and the items' parameters (issue 36, point 3 'Scores';
// decisions 056 and 057): the EAP estimate (the mean of the posterior of theta under the N(0, 1)
// prior, on the same quadrature as the calibration) with its posterior SD; its 'Skor prediksi';
// and a learner's percentile among a tryout's participants.

// Parameters as scoring takes them: an item whose a or b is null (not estimated) is skipped like
// an unanswered one.
export type TScoringItem = { readonly a: number | null; readonly b: number | null } | null;

export type TAbility = {
  // EAP estimate and posterior standard deviation. With no usable answer: the prior, 0 and 1.
  theta: number;
  sd: number;
  // Answers that counted (answered, to an item with parameters).
  answered: number;
};

export type TEapOptions = { quadraturePoints?: number; quadratureRange?: number };

// For many learners on the same items (final scoring of a tryout): the quadrature and each item's
// log-probabilities are computed once.
export function eapScorer(items: ReadonlyArray<TScoringItem>, options: TEapOptions = {}): (responses: ReadonlyArray<TResponse | undefined>) => TAbility {
  const { theta, weight } = normalQuadrature(options.quadraturePoints ?? DEFAULT_QUADRATURE_POINTS, options.quadratureRange ?? DEFAULT_QUADRATURE_RANGE);
  const Q = theta.length;
  const logRight: (Float64Array | null)[] = [];
  const logWrong: (Float64Array | null)[] = [];
  for (const item of items) {
    if (!item || item.a === null || item.b === null || !Number.isFinite(item.a) || !Number.isFinite(item.b)) {
      logRight.push(null);
      logWrong.push(null);
      continue;
    }
    const right = new Float64Array(Q);
    const wrong = new Float64Array(Q);
    for (let q = 0; q < Q; q++) {
      const z = item.a * (theta[q]! - item.b);
      right[q] = logSigmoid(z);
      wrong[q] = logSigmoid(-z);
    }
    logRight.push(right);
    logWrong.push(wrong);
  }
  const logPrior = Float64Array.from(weight, Math.log);
  const posterior = new Float64Array(Q);
  return (responses) => {
    if (responses.length !== items.length) throw new RangeError(`expected ${items.length} responses, got ${responses.length}`);
    posterior.set(logPrior);
    let answered = 0;
    for (let j = 0; j < responses.length; j++) {
      const response = responses[j];
      if (response === null || response === undefined) continue;
      if (response !== 0 && response !== 1) throw new RangeError(`response ${j} must be 0, 1 or null, got ${String(response)}`);
      const table = response === 1 ? logRight[j] : logWrong[j];
      if (!table) continue;
      answered++;
      for (let q = 0; q < Q; q++) posterior[q] = posterior[q]! + table[q]!;
    }
    let max = -Infinity;
    for (let q = 0; q < Q; q++) if (posterior[q]! > max) max = posterior[q]!;
    let sum = 0;
    let mean = 0;
    for (let q = 0; q < Q; q++) {
      const w = Math.exp(posterior[q]! - max);
      posterior[q] = w;
      sum += w;
      mean += w * theta[q]!;
    }
    mean /= sum;
    let variance = 0;
    for (let q = 0; q < Q; q++) variance += (posterior[q]! / sum) * (theta[q]! - mean) ** 2;
    return { theta: mean, sd: Math.sqrt(variance), answered };
  };
}

export function eapScore(responses: ReadonlyArray<TResponse | undefined>, items: ReadonlyArray<TScoringItem>, options: TEapOptions = {}): TAbility {
  return eapScorer(items, options)(responses);
}

// 'Skor prediksi' (decision 057): 500 + 100 theta, rounded, clamped to 200..1000; its uncertainty
// is 100 x the posterior SD. A predicted score on a scale like the official range, never an
// official score.
export const SKOR_PREDIKSI_SCALE = { center: 500, perTheta: 100, min: 200, max: 1000 } as const;

export type TSkorPrediksi = {
  score: number;
  // '± plusMinus': 100 x the posterior SD, rounded (at least 1).
  plusMinus: number;
  // score ± plusMinus, clamped to the scale.
  low: number;
  high: number;
};

const clampToScale = (value: number) => Math.min(SKOR_PREDIKSI_SCALE.max, Math.max(SKOR_PREDIKSI_SCALE.min, value));

export function skorPrediksi(ability: { theta: number; sd: number }): TSkorPrediksi {
  if (!Number.isFinite(ability.theta) || !(ability.sd >= 0)) throw new RangeError('ability needs a finite theta and a non-negative sd');
  const score = clampToScale(Math.round(SKOR_PREDIKSI_SCALE.center + SKOR_PREDIKSI_SCALE.perTheta * ability.theta));
  const plusMinus = Math.max(1, Math.round(SKOR_PREDIKSI_SCALE.perTheta * ability.sd));
  return { score, plusMinus, low: clampToScale(score - plusMinus), high: clampToScale(score + plusMinus) };
}

// Bands of the Skor prediksi (decision 057): theta below -1, -1 to 0, 0 to 1, 1 and above; in
// points < 400, 400–499, 500–599, >= 600 (about 16 %, 34 %, 34 % and 16 % of a N(0, 1) population).
export type TScoreBand = 'perlu-latihan' | 'cukup' | 'baik' | 'sangat-baik';
export const SCORE_BANDS: ReadonlyArray<{ band: TScoreBand; from: number; label: string }> = [
  { band: 'perlu-latihan', from: SKOR_PREDIKSI_SCALE.min, label: 'Perlu latihan' },
  { band: 'cukup', from: 400, label: 'Cukup' },
  { band: 'baik', from: 500, label: 'Baik' },
  { band: 'sangat-baik', from: 600, label: 'Sangat baik' },
];

export function scoreBand(score: number): { band: TScoreBand; label: string } {
  let found = SCORE_BANDS[0]!;
  for (const entry of SCORE_BANDS) if (score >= entry.from) found = entry;
  return { band: found.band, label: found.label };
}

// Percentile rank among participants (decision 057): the share scoring below, counting ties as
// half, in percent (0–100, unrounded). The learner's own score is one of `scores`.
export function percentileRank(score: number, scores: ReadonlyArray<number>): number {
  if (scores.length === 0) throw new RangeError('percentileRank needs at least one score');
  let below = 0;
  let equal = 0;
  for (const other of scores) {
    if (other < score) below++;
    else if (other === score) equal++;
  }
  return (100 * (below + equal / 2)) / scores.length;
}

// percentileRank of every score at once, in O(n log n): the result's i-th entry is scores[i]'s.
export function percentileRanks(scores: ReadonlyArray<number>): number[] {
  const order = scores.map((_, i) => i).sort((i, j) => scores[i]! - scores[j]!);
  const ranks = new Array<number>(scores.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && scores[order[end + 1]!] === scores[order[start]!]) end++;
    const tied = end - start + 1;
    const rank = (100 * (start + tied / 2)) / scores.length;
    for (let i = start; i <= end; i++) ranks[order[i]!] = rank;
    start = end + 1;
  }
  return ranks;
}
