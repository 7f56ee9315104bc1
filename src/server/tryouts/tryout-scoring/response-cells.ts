import type { TResponsePatterns } from '../../../core/irt/calibrate';

// Response patterns as one typed array, to hand to the calibration worker without structured-cloning
// thousands of small arrays on the event loop (decision 058's addendum): `width` answers per pattern
// (the tryout's items), each pattern's in order, 1 right, 0 wrong, -1 missing.
export type TResponseCells = { cells: Int8Array<ArrayBuffer>; width: number; counts: Int32Array<ArrayBuffer> };

export function flattenPatterns(data: TResponsePatterns): TResponseCells {
  const width = data.patterns.reduce((widest, pattern) => Math.max(widest, pattern.length), 0);
  const cells = new Int8Array(data.patterns.length * width);
  data.patterns.forEach((pattern, row) => {
    for (let item = 0; item < width; item++) {
      const answer = pattern[item];
      cells[row * width + item] = answer === 0 || answer === 1 ? answer : -1;
    }
  });
  return { cells, width, counts: Int32Array.from(data.counts) };
}

/** The patterns flattenPatterns wrote, in the worker. */
export function patternsFromCells({ cells, width, counts }: TResponseCells): TResponsePatterns {
  const patterns = Array.from({ length: counts.length }, (_, row) =>
    Array.from(cells.subarray(row * width, (row + 1) * width), (cell) => (cell === -1 ? null : (cell as 0 | 1))),
  );
  return { patterns, counts: Array.from(counts) };
}
