// The fixed grid of ability the calibration and the EAP scores integrate over (decision 056):
// equally spaced points on [-range, range] with weights from the standard normal density,
// normalised to sum to 1. 61 points on [-6, 6] (a step of 0.2) by default.

export const DEFAULT_QUADRATURE_POINTS = 61;
export const DEFAULT_QUADRATURE_RANGE = 6;

export type TQuadrature = {
  readonly theta: Float64Array;
  readonly weight: Float64Array;
};

export function normalQuadrature(points = DEFAULT_QUADRATURE_POINTS, range = DEFAULT_QUADRATURE_RANGE): TQuadrature {
  if (!Number.isInteger(points) || points < 3) throw new RangeError(`quadrature points must be an integer >= 3, got ${points}`);
  if (!(range > 0) || !Number.isFinite(range)) throw new RangeError(`quadrature range must be a positive number, got ${range}`);
  const theta = new Float64Array(points);
  const weight = new Float64Array(points);
  let total = 0;
  for (let q = 0; q < points; q++) {
    const value = -range + (2 * range * q) / (points - 1);
    theta[q] = value;
    const density = Math.exp(-0.5 * value * value);
    weight[q] = density;
    total += density;
  }
  for (let q = 0; q < points; q++) weight[q] = weight[q]! / total;
  return { theta, weight };
}

// log(1 / (1 + exp(-z))) without overflow for any z.
export function logSigmoid(z: number): number {
  return z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z));
}

export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}
