import { DEFAULT_QUADRATURE_POINTS, DEFAULT_QUADRATURE_RANGE, logSigmoid, normalQuadrature, sigmoid } from './quadrature';

// Calibration of the two-parameter logistic model (issue 36, point 3; decision 056):
//
//   P(right | theta) = 1 / (1 + exp(-a (theta - b)))          (D = 1, ability theta ~ N(0, 1))
//
// estimated by marginal maximum likelihood with Bock–Aitkin EM over a fixed quadrature of theta,
// from a 0/1/null response matrix (rows = examinees, columns = items; null = not answered) or
// from response patterns with counts. Internally each item is a logistic regression on theta with
// slope a and intercept d = -a b; b is reported.
//
// Pure: no I/O, typed arrays, identical rows compressed to one pattern with a count, so a data set
// of 20,000 sittings costs one pass over its distinct patterns per EM step.

export type TResponse = 0 | 1 | null;
export type TResponseRow = ReadonlyArray<TResponse | undefined>;
// The same data as distinct rows and how many examinees gave each (counts may be 0: skipped).
export type TResponsePatterns = { readonly patterns: ReadonlyArray<TResponseRow>; readonly counts: ReadonlyArray<number> };
export type TResponseData = ReadonlyArray<TResponseRow> | TResponsePatterns;

// 'estimated': a and b come from the data. The others have no finite estimate and carry nulls:
// 'allCorrect' / 'allWrong' (every answer given was right / wrong), 'noAnswers' (nobody answered).
export type TItemStatus = 'estimated' | 'allCorrect' | 'allWrong' | 'noAnswers';

export type TCalibratedItem = {
  status: TItemStatus;
  // Discrimination (slope) and difficulty (theta at which P = 1/2); null unless 'estimated'.
  a: number | null;
  b: number | null;
  // Standard errors (decision 056: from the information named in TCalibration.standardErrors);
  // null when not asked for, not estimated, or the information matrix could not be inverted.
  seA: number | null;
  seB: number | null;
  // Examinees (by weight) who answered the item, and how many of them right.
  answers: number;
  correct: number;
  // The slope or intercept ended on its numeric bound (|a| = 10 or |d| = 50): the estimate is not
  // an interior maximum (near-perfect separation, usually too few answers).
  atBound: boolean;
};

// 'observed': the negative Hessian of the marginal log-likelihood, by central differences of its
// exact gradient (2 passes over the data per parameter; the reference comparison uses it).
// 'crossProduct': the empirical information, the sum over examinees of the outer product of each
// one's score vector (one pass; the default). 'none': skip.
export type TStandardErrorMethod = 'observed' | 'crossProduct' | 'none';

export type TCalibrateOptions = {
  quadraturePoints?: number;
  quadratureRange?: number;
  // EM steps (each one E-step and one M-step), all counted, including the accelerator's.
  maxIterations?: number;
  // Converged when no a or d moved more than this in an accelerated cycle.
  tolerance?: number;
  standardErrors?: TStandardErrorMethod;
  // SQUAREM extrapolation between EM steps (decision 056); false for plain EM.
  accelerate?: boolean;
};

export type TCalibration = {
  items: TCalibratedItem[];
  converged: boolean;
  iterations: number;
  // Marginal log-likelihood of the estimated items at the estimates (on the quadrature).
  logLikelihood: number;
  // Examinees (by weight) with at least one answer to an estimated item, and their distinct patterns.
  examinees: number;
  patterns: number;
  standardErrors: TStandardErrorMethod;
  quadrature: { points: number; range: number };
};

export const SLOPE_BOUND = 10;
export const INTERCEPT_BOUND = 50;
const DEFAULT_MAX_ITERATIONS = 2000;
const DEFAULT_TOLERANCE = 1e-5;
// E[sigmoid(a theta + d)] over theta ~ N(0, 1) is close to sigmoid(d / sqrt(1 + pi a^2 / 8)).
export const LOGISTIC_NORMAL_FACTOR = Math.sqrt(1 + Math.PI / 8);

type TCompressed = {
  itemCount: number;
  patternCount: number;
  // patternCount x itemCount: 1 right, 0 wrong, -1 not answered.
  values: Int8Array;
  counts: Float64Array;
};

function isPatternData(data: TResponseData): data is TResponsePatterns {
  return !Array.isArray(data);
}

function codeOf(value: unknown, row: number, column: number): number {
  if (value === 1) return 1;
  if (value === 0) return 0;
  if (value === null || value === undefined) return -1;
  throw new RangeError(`response [${row}][${column}] must be 0, 1 or null, got ${String(value)}`);
}

// Distinct rows with their summed counts, every column kept.
function compress(data: TResponseData): TCompressed {
  const rows = isPatternData(data) ? data.patterns : data;
  const weights = isPatternData(data) ? data.counts : null;
  if (weights && weights.length !== rows.length) throw new RangeError('patterns and counts must have the same length');
  const itemCount = rows[0]?.length ?? 0;
  const indexByKey = new Map<string, number>();
  const codes: number[] = [];
  const counts: number[] = [];
  const chars = new Array<string>(itemCount);
  const rowCodes = new Int8Array(itemCount);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length !== itemCount) throw new RangeError(`row ${i} has ${row.length} responses, expected ${itemCount}`);
    const weight = weights ? weights[i]! : 1;
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`count ${i} must be a finite number >= 0, got ${weight}`);
    if (weight === 0) continue;
    for (let j = 0; j < itemCount; j++) {
      const code = codeOf(row[j], i, j);
      rowCodes[j] = code;
      chars[j] = code === 1 ? '1' : code === 0 ? '0' : '.';
    }
    const key = chars.join('');
    const known = indexByKey.get(key);
    if (known !== undefined) {
      counts[known] = counts[known]! + weight;
      continue;
    }
    indexByKey.set(key, counts.length);
    counts.push(weight);
    for (let j = 0; j < itemCount; j++) codes.push(rowCodes[j]!);
  }
  return { itemCount, patternCount: counts.length, values: Int8Array.from(codes), counts: Float64Array.from(counts) };
}

// The same patterns on a subset of columns, merged again, patterns with no answer left dropped.
function project(source: TCompressed, columns: readonly number[]): TCompressed {
  const indexByKey = new Map<string, number>();
  const codes: number[] = [];
  const counts: number[] = [];
  const chars = new Array<string>(columns.length);
  for (let p = 0; p < source.patternCount; p++) {
    const offset = p * source.itemCount;
    let answered = 0;
    for (let k = 0; k < columns.length; k++) {
      const code = source.values[offset + columns[k]!]!;
      if (code >= 0) answered++;
      chars[k] = code === 1 ? '1' : code === 0 ? '0' : '.';
    }
    if (answered === 0) continue;
    const key = chars.join('');
    const known = indexByKey.get(key);
    if (known !== undefined) {
      counts[known] = counts[known]! + source.counts[p]!;
      continue;
    }
    indexByKey.set(key, counts.length);
    counts.push(source.counts[p]!);
    for (let k = 0; k < columns.length; k++) codes.push(source.values[offset + columns[k]!]!);
  }
  return { itemCount: columns.length, patternCount: counts.length, values: Int8Array.from(codes), counts: Float64Array.from(counts) };
}

const clamp = (value: number, bound: number) => (value > bound ? bound : value < -bound ? -bound : value);

// The fitting state over the estimable items. Parameters are one Float64Array [d0, a0, d1, a1, ...].
type TModel = {
  K: number;
  P: number;
  Q: number;
  theta: Float64Array;
  logPrior: Float64Array;
  counts: Float64Array;
  values: Int8Array;
  // Per pattern, the items answered right and the items not answered (CSR lists).
  rightStart: Int32Array;
  rightItems: Int32Array;
  missingStart: Int32Array;
  missingItems: Int32Array;
  // Scratch, K x Q: the linear predictor z = a theta + d and log(1 - P).
  z: Float64Array;
  logWrong: Float64Array;
  base: Float64Array;
  posterior: Float64Array;
  // Expected counts from the E-step, K x Q: right answers and answers.
  expectedRight: Float64Array;
  expectedAnswers: Float64Array;
  total: Float64Array;
  missingMass: Float64Array;
};

function buildModel(data: TCompressed, theta: Float64Array, weight: Float64Array): TModel {
  const K = data.itemCount;
  const P = data.patternCount;
  const Q = theta.length;
  const rightStart = new Int32Array(P + 1);
  const missingStart = new Int32Array(P + 1);
  const right: number[] = [];
  const missing: number[] = [];
  for (let p = 0; p < P; p++) {
    rightStart[p] = right.length;
    missingStart[p] = missing.length;
    for (let k = 0; k < K; k++) {
      const code = data.values[p * K + k]!;
      if (code === 1) right.push(k);
      else if (code < 0) missing.push(k);
    }
  }
  rightStart[P] = right.length;
  missingStart[P] = missing.length;
  const logPrior = new Float64Array(Q);
  for (let q = 0; q < Q; q++) logPrior[q] = Math.log(weight[q]!);
  return {
    K,
    P,
    Q,
    theta,
    logPrior,
    counts: data.counts,
    values: data.values,
    rightStart,
    rightItems: Int32Array.from(right),
    missingStart,
    missingItems: Int32Array.from(missing),
    z: new Float64Array(K * Q),
    logWrong: new Float64Array(K * Q),
    base: new Float64Array(Q),
    posterior: new Float64Array(Q),
    expectedRight: new Float64Array(K * Q),
    expectedAnswers: new Float64Array(K * Q),
    total: new Float64Array(Q),
    missingMass: new Float64Array(K * Q),
  };
}

function setLinearPredictors(model: TModel, params: Float64Array): void {
  const { K, Q, theta, z, logWrong, base, logPrior } = model;
  base.set(logPrior);
  for (let k = 0; k < K; k++) {
    const d = params[2 * k]!;
    const a = params[2 * k + 1]!;
    const row = k * Q;
    for (let q = 0; q < Q; q++) {
      const value = a * theta[q]! + d;
      z[row + q] = value;
      const lw = logSigmoid(-value);
      logWrong[row + q] = lw;
      base[q] = base[q]! + lw;
    }
  }
}

// The posterior over the quadrature of pattern p into model.posterior (sums to 1); returns the
// pattern's log marginal likelihood. log P(x | theta_q) = sum over answered items of log(1 - P)
// plus z for each right one (log P - log(1 - P) = z).
function patternPosterior(model: TModel, p: number): number {
  const { Q, z, logWrong, base, posterior } = model;
  posterior.set(base);
  for (let i = model.rightStart[p]!; i < model.rightStart[p + 1]!; i++) {
    const row = model.rightItems[i]! * Q;
    for (let q = 0; q < Q; q++) posterior[q] = posterior[q]! + z[row + q]!;
  }
  for (let i = model.missingStart[p]!; i < model.missingStart[p + 1]!; i++) {
    const row = model.missingItems[i]! * Q;
    for (let q = 0; q < Q; q++) posterior[q] = posterior[q]! - logWrong[row + q]!;
  }
  let max = -Infinity;
  for (let q = 0; q < Q; q++) if (posterior[q]! > max) max = posterior[q]!;
  let sum = 0;
  for (let q = 0; q < Q; q++) {
    const value = Math.exp(posterior[q]! - max);
    posterior[q] = value;
    sum += value;
  }
  for (let q = 0; q < Q; q++) posterior[q] = posterior[q]! / sum;
  return max + Math.log(sum);
}

// E-step: the marginal log-likelihood at params and, when asked, the expected counts per item and
// quadrature point.
function expectation(model: TModel, params: Float64Array, withCounts: boolean): number {
  const { K, P, Q, posterior, expectedRight, total, missingMass } = model;
  setLinearPredictors(model, params);
  if (withCounts) {
    expectedRight.fill(0);
    total.fill(0);
    missingMass.fill(0);
  }
  let logLikelihood = 0;
  for (let p = 0; p < P; p++) {
    const count = model.counts[p]!;
    logLikelihood += count * patternPosterior(model, p);
    if (!withCounts) continue;
    for (let q = 0; q < Q; q++) {
      const mass = posterior[q]! * count;
      posterior[q] = mass;
      total[q] = total[q]! + mass;
    }
    for (let i = model.rightStart[p]!; i < model.rightStart[p + 1]!; i++) {
      const row = model.rightItems[i]! * Q;
      for (let q = 0; q < Q; q++) expectedRight[row + q] = expectedRight[row + q]! + posterior[q]!;
    }
    for (let i = model.missingStart[p]!; i < model.missingStart[p + 1]!; i++) {
      const row = model.missingItems[i]! * Q;
      for (let q = 0; q < Q; q++) missingMass[row + q] = missingMass[row + q]! + posterior[q]!;
    }
  }
  if (withCounts) {
    for (let k = 0; k < K; k++) {
      const row = k * Q;
      for (let q = 0; q < Q; q++) model.expectedAnswers[row + q] = total[q]! - missingMass[row + q]!;
    }
  }
  return logLikelihood;
}

// M-step for one item: the weighted logistic regression of the expected right answers on theta,
// by Newton's method with step halving (the objective is concave in (d, a)).
function maximiseItem(model: TModel, k: number, params: Float64Array): void {
  const { Q, theta, expectedRight, expectedAnswers } = model;
  const row = k * Q;
  const objective = (d: number, a: number): number => {
    let value = 0;
    for (let q = 0; q < Q; q++) {
      const zq = a * theta[q]! + d;
      const r = expectedRight[row + q]!;
      value += r * logSigmoid(zq) + (expectedAnswers[row + q]! - r) * logSigmoid(-zq);
    }
    return value;
  };
  let d = params[2 * k]!;
  let a = params[2 * k + 1]!;
  let current = objective(d, a);
  for (let iteration = 0; iteration < 50; iteration++) {
    let gd = 0;
    let ga = 0;
    let idd = 0;
    let ida = 0;
    let iaa = 0;
    for (let q = 0; q < Q; q++) {
      const t = theta[q]!;
      const n = expectedAnswers[row + q]!;
      const probability = sigmoid(a * t + d);
      const residual = expectedRight[row + q]! - n * probability;
      const w = n * probability * (1 - probability);
      gd += residual;
      ga += residual * t;
      idd += w;
      ida += w * t;
      iaa += w * t * t;
    }
    const det = idd * iaa - ida * ida;
    if (!(det > 1e-300)) break;
    let stepD = (iaa * gd - ida * ga) / det;
    let stepA = (idd * ga - ida * gd) / det;
    const largest = Math.max(Math.abs(stepD), Math.abs(stepA));
    if (largest > 5) {
      stepD *= 5 / largest;
      stepA *= 5 / largest;
    }
    let size = 1;
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      const nextD = clamp(d + size * stepD, INTERCEPT_BOUND);
      const nextA = clamp(a + size * stepA, SLOPE_BOUND);
      const value = objective(nextD, nextA);
      if (value >= current - 1e-12 * Math.abs(current)) {
        const moved = Math.max(Math.abs(nextD - d), Math.abs(nextA - a));
        d = nextD;
        a = nextA;
        current = value;
        accepted = moved > 1e-10;
        break;
      }
      size /= 2;
    }
    if (!accepted) break;
  }
  params[2 * k] = d;
  params[2 * k + 1] = a;
}

type TStep = { next: Float64Array; logLikelihood: number };

function emStep(model: TModel, params: Float64Array): TStep {
  const logLikelihood = expectation(model, params, true);
  const next = Float64Array.from(params);
  for (let k = 0; k < model.K; k++) maximiseItem(model, k, next);
  return { next, logLikelihood };
}

function maxAbsDifference(x: Float64Array, y: Float64Array): number {
  let largest = 0;
  for (let i = 0; i < x.length; i++) largest = Math.max(largest, Math.abs(x[i]! - y[i]!));
  return largest;
}

// Per-pattern score vectors (the gradient of log P(pattern) in [d0, a0, d1, a1, ...]), handed to
// visit with the pattern's count. By Fisher's identity the score of item k is
// sum_q posterior_q (x_k - P_k(theta_q)) [1, theta_q] over answered items.
function forEachScore(model: TModel, params: Float64Array, visit: (score: Float64Array, count: number) => void): void {
  const { K, P, Q, theta, z, posterior, values } = model;
  setLinearPredictors(model, params);
  const probability = new Float64Array(K * Q);
  for (let i = 0; i < K * Q; i++) probability[i] = sigmoid(z[i]!);
  const score = new Float64Array(2 * K);
  for (let p = 0; p < P; p++) {
    patternPosterior(model, p);
    let meanTheta = 0;
    for (let q = 0; q < Q; q++) meanTheta += posterior[q]! * theta[q]!;
    for (let k = 0; k < K; k++) {
      const code = values[p * K + k]!;
      if (code < 0) {
        score[2 * k] = 0;
        score[2 * k + 1] = 0;
        continue;
      }
      const row = k * Q;
      let meanP = 0;
      let meanPTheta = 0;
      for (let q = 0; q < Q; q++) {
        const w = posterior[q]! * probability[row + q]!;
        meanP += w;
        meanPTheta += w * theta[q]!;
      }
      score[2 * k] = code - meanP;
      score[2 * k + 1] = code * meanTheta - meanPTheta;
    }
    visit(score, model.counts[p]!);
  }
}

function gradient(model: TModel, params: Float64Array): Float64Array {
  const total = new Float64Array(2 * model.K);
  forEachScore(model, params, (score, count) => {
    for (let i = 0; i < score.length; i++) total[i] = total[i]! + count * score[i]!;
  });
  return total;
}

function information(model: TModel, params: Float64Array, method: 'observed' | 'crossProduct'): Float64Array {
  const size = 2 * model.K;
  const info = new Float64Array(size * size);
  if (method === 'crossProduct') {
    forEachScore(model, params, (score, count) => {
      for (let i = 0; i < size; i++) {
        const si = score[i]! * count;
        if (si === 0) continue;
        for (let j = i; j < size; j++) info[i * size + j] = info[i * size + j]! + si * score[j]!;
      }
    });
    for (let i = 0; i < size; i++) for (let j = 0; j < i; j++) info[i * size + j] = info[j * size + i]!;
    return info;
  }
  const shifted = Float64Array.from(params);
  for (let j = 0; j < size; j++) {
    const h = 1e-4 * Math.max(1, Math.abs(params[j]!));
    shifted[j] = params[j]! + h;
    const up = gradient(model, shifted);
    shifted[j] = params[j]! - h;
    const down = gradient(model, shifted);
    shifted[j] = params[j]!;
    // Column j of the Hessian; the information is its negative, symmetrised below.
    for (let i = 0; i < size; i++) info[i * size + j] = -(up[i]! - down[i]!) / (2 * h);
  }
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < i; j++) {
      const mean = (info[i * size + j]! + info[j * size + i]!) / 2;
      info[i * size + j] = mean;
      info[j * size + i] = mean;
    }
  }
  return info;
}

// The inverse of a symmetric positive-definite matrix by Cholesky; null when it is not.
export function invertSymmetric(matrix: Float64Array, size: number): Float64Array | null {
  const lower = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i * size + j]!;
      for (let k = 0; k < j; k++) sum -= lower[i * size + k]! * lower[j * size + k]!;
      if (i === j) {
        if (!(sum > 0)) return null;
        lower[i * size + i] = Math.sqrt(sum);
      } else {
        lower[i * size + j] = sum / lower[j * size + j]!;
      }
    }
  }
  // Inverse of L, then (L^-1)^T L^-1.
  const inverseLower = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    inverseLower[i * size + i] = 1 / lower[i * size + i]!;
    for (let j = 0; j < i; j++) {
      let sum = 0;
      for (let k = j; k < i; k++) sum -= lower[i * size + k]! * inverseLower[k * size + j]!;
      inverseLower[i * size + j] = sum / lower[i * size + i]!;
    }
  }
  const inverse = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = 0;
      for (let k = i; k < size; k++) sum += inverseLower[k * size + i]! * inverseLower[k * size + j]!;
      inverse[i * size + j] = sum;
      inverse[j * size + i] = sum;
    }
  }
  return inverse;
}

export function calibrate2pl(responses: TResponseData, options: TCalibrateOptions = {}): TCalibration {
  const points = options.quadraturePoints ?? DEFAULT_QUADRATURE_POINTS;
  const range = options.quadratureRange ?? DEFAULT_QUADRATURE_RANGE;
  const maxIterations = options.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const seMethod = options.standardErrors ?? 'crossProduct';
  const accelerate = options.accelerate ?? true;
  const { theta, weight } = normalQuadrature(points, range);

  const all = compress(responses);
  const items: TCalibratedItem[] = [];
  const estimable: number[] = [];
  for (let j = 0; j < all.itemCount; j++) {
    let answers = 0;
    let correct = 0;
    for (let p = 0; p < all.patternCount; p++) {
      const code = all.values[p * all.itemCount + j]!;
      if (code < 0) continue;
      answers += all.counts[p]!;
      if (code === 1) correct += all.counts[p]!;
    }
    const status: TItemStatus = answers === 0 ? 'noAnswers' : correct === 0 ? 'allWrong' : correct === answers ? 'allCorrect' : 'estimated';
    if (status === 'estimated') estimable.push(j);
    items.push({ status, a: null, b: null, seA: null, seB: null, answers, correct, atBound: false });
  }
  const quadrature = { points, range };
  if (estimable.length === 0) {
    return { items, converged: true, iterations: 0, logLikelihood: 0, examinees: 0, patterns: 0, standardErrors: seMethod, quadrature };
  }

  const data = project(all, estimable);
  const model = buildModel(data, theta, weight);
  let params: Float64Array = new Float64Array(2 * model.K);
  estimable.forEach((j, k) => {
    const item = items[j]!;
    const rate = item.correct / item.answers;
    params[2 * k] = clamp(Math.log(rate / (1 - rate)) * LOGISTIC_NORMAL_FACTOR, INTERCEPT_BOUND);
    params[2 * k + 1] = 1;
  });

  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    const first = emStep(model, params);
    iterations++;
    if (!accelerate || iterations + 2 > maxIterations) {
      const moved = maxAbsDifference(first.next, params);
      params = first.next;
      if (moved < tolerance) {
        converged = true;
        break;
      }
      continue;
    }
    // SQUAREM (Varadhan & Roland 2008, scheme S3): from x0, x1 = F(x0), x2 = F(x1), extrapolate
    // x' = x0 - 2 alpha r + alpha^2 v (r = x1 - x0, v = x2 - 2 x1 + x0, alpha = -|r| / |v| <= -1),
    // then one EM step from x'. Kept only if x' is at least as likely as x1, else x2: the
    // likelihood never decreases.
    const second = emStep(model, first.next);
    iterations++;
    const x0 = params;
    const x1 = first.next;
    const x2 = second.next;
    let rNorm = 0;
    let vNorm = 0;
    for (let i = 0; i < x0.length; i++) {
      const r = x1[i]! - x0[i]!;
      const v = x2[i]! - 2 * x1[i]! + x0[i]!;
      rNorm += r * r;
      vNorm += v * v;
    }
    let next = x2;
    if (vNorm > 0) {
      const alpha = Math.min(-1, -Math.sqrt(rNorm / vNorm));
      if (alpha < -1) {
        const extrapolated = new Float64Array(x0.length);
        for (let i = 0; i < x0.length; i += 2) {
          const rd = x1[i]! - x0[i]!;
          const ra = x1[i + 1]! - x0[i + 1]!;
          const vd = x2[i]! - 2 * x1[i]! + x0[i]!;
          const va = x2[i + 1]! - 2 * x1[i + 1]! + x0[i + 1]!;
          extrapolated[i] = clamp(x0[i]! - 2 * alpha * rd + alpha * alpha * vd, INTERCEPT_BOUND);
          extrapolated[i + 1] = clamp(x0[i + 1]! - 2 * alpha * ra + alpha * alpha * va, SLOPE_BOUND);
        }
        const third = emStep(model, extrapolated);
        iterations++;
        if (Number.isFinite(third.logLikelihood) && third.logLikelihood >= second.logLikelihood) next = third.next;
      }
    }
    const moved = maxAbsDifference(next, x0);
    params = next;
    if (moved < tolerance) {
      converged = true;
      break;
    }
  }

  const logLikelihood = expectation(model, params, false);
  let covariance: Float64Array | null = null;
  if (seMethod !== 'none') covariance = invertSymmetric(information(model, params, seMethod), 2 * model.K);
  const size = 2 * model.K;
  estimable.forEach((j, k) => {
    const d = params[2 * k]!;
    const a = params[2 * k + 1]!;
    const item = items[j]!;
    item.a = a;
    item.b = -d / a;
    item.atBound = Math.abs(a) >= SLOPE_BOUND || Math.abs(d) >= INTERCEPT_BOUND;
    if (!covariance) return;
    const vdd = covariance[2 * k * size + 2 * k]!;
    const vda = covariance[2 * k * size + 2 * k + 1]!;
    const vaa = covariance[(2 * k + 1) * size + 2 * k + 1]!;
    // Delta method for b = -d / a: gradient (-1 / a, d / a^2) in (d, a).
    const gd = -1 / a;
    const ga = d / (a * a);
    item.seA = Math.sqrt(vaa);
    item.seB = Math.sqrt(gd * gd * vdd + 2 * gd * ga * vda + ga * ga * vaa);
  });
  let examinees = 0;
  for (let p = 0; p < data.patternCount; p++) examinees += data.counts[p]!;
  return { items, converged, iterations, logLikelihood, examinees, patterns: data.patternCount, standardErrors: seMethod, quadrature };
}
