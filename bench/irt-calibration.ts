// How long the IRT core takes at the sizes (issue 36, 'Performance'; decision 056), by
// hand, on this machine, without the database: calibration of 40 items from 20,000 simulated
// sittings (5 % of answers missing), with each kind of standard error, and EAP scores of 5,000
// sittings. Wall time and this process's CPU time per step, best of RUNS (default 3).
//   node --import tsx bench/irt-calibration.ts
import { calibrate2pl, type TStandardErrorMethod } from '../src/core/irt/calibrate';
import { eapScorer } from '../src/core/irt/score';
import { seededRandom, simulate2pl } from '../src/core/irt/seeded-random';

const runs = Number(process.env.RUNS ?? 3);
const simulation = simulate2pl(seededRandom(2026), { items: 40, examinees: 20_000, missingRate: 0.05 });

function measure<T>(label: string, work: () => T): T {
  let best = { wall: Infinity, cpu: Infinity };
  let result: T | undefined;
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    result = work();
    const wall = performance.now() - wallBefore;
    const cpu = process.cpuUsage(cpuBefore);
    if (wall < best.wall) best = { wall, cpu: (cpu.user + cpu.system) / 1000 };
  }
  console.log(`${label}: ${(best.wall / 1000).toFixed(2)} s wall, ${(best.cpu / 1000).toFixed(2)} s CPU (best of ${runs})`);
  return result!;
}

const rmse = (estimates: number[], truth: number[]) => Math.sqrt(estimates.reduce((sum, value, i) => sum + (value - truth[i]!) ** 2, 0) / truth.length);

for (const standardErrors of ['none', 'crossProduct', 'observed'] as TStandardErrorMethod[]) {
  const fit = measure(`calibrate2pl 40 items x 20,000 sittings, standard errors '${standardErrors}'`, () => calibrate2pl(simulation.responses, { standardErrors }));
  console.log(
    `  ${fit.iterations} EM steps, converged ${fit.converged}, ${fit.patterns} distinct patterns, log-likelihood ${fit.logLikelihood.toFixed(2)},`,
    `RMSE b ${rmse(fit.items.map((item) => item.b!), simulation.b).toFixed(3)}, a ${rmse(fit.items.map((item) => item.a!), simulation.a).toFixed(3)}`,
  );
}

const fit = calibrate2pl(simulation.responses, { standardErrors: 'none' });
measure('eapScorer on 5,000 sittings of 40 items', () => {
  const score = eapScorer(fit.items);
  return simulation.responses.slice(0, 5000).map((row) => score(row));
});
