import { classSummary, newClassResult, runClass, THINK_MS, type ClassRound } from './class-driver';
import { replaceLoadBlock } from './readme-block';
import { machineLine, requestRaw, rssMB, sleep } from './support';
import {
  CLASS_SIZE,
  MAX_CLASSES,
  MCMA_ANSWER,
  SCALE_PASSWORD,
  benchTargets,
  classLearners,
  learnerEmail,
  learnerId,
  problemNumber,
  problemsNoneAnswered,
  scaleProblem,
  signInAll,
  startTarget,
  type TargetKind,
} from './target';

// `npm run bench:soak` (issue 13): the class scenario in a loop against the server on the scale
// data set, sampling the server's RSS (VmRSS of /proc/<pid>/status). Budget (ARCHITECTURE.md §7):
// RSS < 300 MB throughout and not growing: the slope over the last half under 1 MB a minute.
//
//   BENCH_SOAK_MINUTES=10   how long
//   BENCH_SOAK_CLASSES=2    classes of 40 at once (at most 3), each on its own problem every round
//   BENCH_SOAK_SAMPLE=5     seconds between RSS samples
//   BENCH_SOAK_FILL=3000    problem pages opened once before the soak (0: none), so that the
//                           problems held in memory start at their bound (2,000 entries, 24 MB),
//                           as on a server that has been up for a while: the soak then measures
//                           what is left once that is full, not the filling (a new problem every round)

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const CLASSES = Math.min(MAX_CLASSES, Math.max(1, Number(process.env.BENCH_SOAK_CLASSES ?? 2)));
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE ?? 5);
const FILL = Number(process.env.BENCH_SOAK_FILL ?? 3000);
const MAX_RSS_MB = 300;
const MAX_SLOPE_MB_PER_MINUTE = 1;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main() {
  for (const kind of benchTargets()) await soakOn(kind);
}

async function soakOn(kind: TargetKind) {
  const target = await startTarget({ kind });
  const { baseUrl, pid } = target.server;
  const samples: { minute: number; rss: number }[] = [];
  const result = newClassResult();
  let timer: NodeJS.Timeout | undefined;
  try {
    const classes = Array.from({ length: CLASSES }, (_, k) => classLearners(k));
    const cookies = await Promise.all(classes.map((learners) => signInAll(baseUrl, learners.map(learnerEmail), SCALE_PASSWORD)));
    // Enough problems nobody in the classes has answered for every round of the soak.
    const roundsNeeded = Math.ceil((MINUTES * 60 * 1000) / THINK_MS.min) + 5;
    const codes = await problemsNoneAnswered(target.database.sql, classes.flat().map(learnerId), roundsNeeded * CLASSES);
    if (FILL > 0) {
      // A learner outside the classes opens problems spread over the whole data set, 10 at a time.
      const [filler] = await signInAll(baseUrl, [learnerEmail(1)], SCALE_PASSWORD);
      const count = Math.min(FILL, target.scale.problems);
      const step = Math.max(1, Math.floor(target.scale.problems / count));
      for (let start = 0; start < count; start += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, count - start) }, (_, i) =>
            requestRaw(baseUrl, { method: 'GET', path: scaleProblem(1 + (start + i) * step).pagePath, headers: { cookie: filler!, 'accept-encoding': 'gzip' } }),
          ),
        );
      }
      console.log(`opened ${count} problem pages once; RSS ${rssMB(pid)?.toFixed(0)} MB`);
    }
    const started = Date.now();
    const until = started + MINUTES * 60_000;
    const sample = () => {
      const rss = rssMB(pid);
      if (rss !== null) samples.push({ minute: (Date.now() - started) / 60_000, rss });
    };
    sample();
    timer = setInterval(sample, SAMPLE_SECONDS * 1000);
    const progress = setInterval(() => {
      const last = samples.at(-1);
      console.log(`${((Date.now() - started) / 60_000).toFixed(1)} min: ${result.rounds} rounds, ${result.requests} requests, ${result.errors} errors, RSS ${last?.rss.toFixed(0)} MB`);
    }, 60_000);
    try {
      await Promise.all(
        classes.map((_, k) =>
          runClass({
            baseUrl,
            cookies: cookies[k]!,
            until,
            result,
            seed: 13 + k,
            rounds: codes.filter((_, i) => i % CLASSES === k).map((code): ClassRound => {
              const problem = scaleProblem(problemNumber(code));
              return { pagePath: problem.pagePath, checkPath: problem.checkPath, body: MCMA_ANSWER };
            }),
          }),
        ),
      );
    } finally {
      clearInterval(progress);
    }
    await sleep(SAMPLE_SECONDS * 1000);
    sample();
  } finally {
    if (timer) clearInterval(timer);
    await target.stop();
  }

  const start = samples[0]!.rss;
  const end = samples.at(-1)!.rss;
  const max = Math.max(...samples.map((s) => s.rss));
  const lastHalf = samples.filter((s) => s.minute >= MINUTES / 2).map((s) => ({ x: s.minute, y: s.rss }));
  const trend = slope(lastHalf);
  const summary = classSummary({ ...result, seconds: result.seconds / CLASSES });
  const met = max < MAX_RSS_MB && trend < MAX_SLOPE_MB_PER_MINUTE && result.errors === 0;
  const perMinute = Array.from({ length: Math.floor(MINUTES) + 1 }, (_, m) => samples.find((s) => s.minute >= m)).filter(Boolean);
  const block = [
    `\`npm run bench:soak\`, ${new Date().toISOString().slice(0, 10)}, ${target.label}, on ${machineLine()}; ${target.scale.problems.toLocaleString('en')} problems, ${target.scale.progress.toLocaleString('en')} progress rows. ${MINUTES} minutes of ${CLASSES} class(es) of ${CLASS_SIZE} signed-in learners (each round: all open one problem together, think ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s, answer it; a new problem every round), server RSS (VmRSS) sampled every ${SAMPLE_SECONDS} s; ${FILL > 0 ? `before it, ${FILL.toLocaleString('en')} problem pages opened once, so the problems held start at their bound` : 'nothing opened before it'}.`,
    '',
    '| requests | errors | p50 ms | p95 ms | p99 ms | RSS start MB | RSS max MB | RSS end MB | slope of the last half MB/min | budget | verdict |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    `| ${summary.requests} | ${summary.errors} | ${summary.p50} | ${summary.p95} | ${summary.p99} | ${start.toFixed(0)} | ${max.toFixed(0)} | ${end.toFixed(0)} | ${trend.toFixed(2)} | RSS < ${MAX_RSS_MB} MB, slope < ${MAX_SLOPE_MB_PER_MINUTE} MB/min, no errors | ${met ? 'met' : '**missed**'} |`,
    '',
    `RSS by minute (MB): ${perMinute.map((s) => `${s!.minute.toFixed(0)}: ${s!.rss.toFixed(0)}`).join(', ')}.`,
  ].join('\n');
  console.log(`\n${block}`);
  if (result.errorSamples.length) console.log('errors:', result.errorSamples);
  replaceLoadBlock(`soak-${target.key}`, block);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
