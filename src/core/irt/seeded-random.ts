// A small seeded generator for simulations (tests and the calibration bench): the same seed gives
// the same numbers on every machine. mulberry32 for uniforms, Box–Muller for normals. Not for
// anything secret.

export type TSeededRandom = {
  // Uniform on [0, 1).
  next: () => number;
  // Standard normal.
  normal: () => number;
};

export function seededRandom(seed: number): TSeededRandom {
  let state = seed >>> 0;
  let spareNormal: number | null = null;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    if (spareNormal !== null) {
      const value = spareNormal;
      spareNormal = null;
      return value;
    }
    let u = next();
    while (u === 0) u = next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  return { next, normal };
}

export type TSimulation = {
  a: number[];
  b: number[];
  theta: number[];
  responses: (0 | 1 | null)[][];
};

// Responses of `examinees` with theta ~ N(0, 1) to `items` 2PL items with a ~ U(aMin, aMax) and
// b ~ U(bMin, bMax), each answer missing at random with probability missingRate.
export function simulate2pl(
  random: TSeededRandom,
  { items, examinees, aMin = 0.5, aMax = 2, bMin = -2, bMax = 2, missingRate = 0 }: { items: number; examinees: number; aMin?: number; aMax?: number; bMin?: number; bMax?: number; missingRate?: number },
): TSimulation {
  const a = Array.from({ length: items }, () => aMin + (aMax - aMin) * random.next());
  const b = Array.from({ length: items }, () => bMin + (bMax - bMin) * random.next());
  const theta = Array.from({ length: examinees }, () => random.normal());
  const responses = theta.map((ability) =>
    a.map((slope, j) => {
      if (missingRate > 0 && random.next() < missingRate) return null;
      return random.next() < 1 / (1 + Math.exp(-slope * (ability - b[j]!))) ? 1 : 0;
    }),
  );
  return { a, b, theta, responses };
}
