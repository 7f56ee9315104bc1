// Issue 51: working a Tugas from its problems' pages. 'Soal berikutnya' goes to the next problem
// of the assignment the learner has not solved yet, after this one in the teacher's order; past
// the end it comes round to one skipped earlier, so nothing is left behind. null once every
// other problem is solved: then the page shows the summary.

/** The index of the problem to work next, from each problem's solved state and the one open now. */
export function nextUnsolvedIndex(isSolved: readonly boolean[], current: number): number | null {
  for (let step = 1; step < isSolved.length; step += 1) {
    const index = (current + step) % isSolved.length;
    if (!isSolved[index]) return index;
  }
  return null;
}
