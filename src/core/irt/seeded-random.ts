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
