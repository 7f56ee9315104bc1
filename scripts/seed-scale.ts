import { parseArgs } from 'node:util';
import pino from 'pino';
import { connectForCli } from '../src/server/db/cli-connection';
import { DEFAULT_SCALE, seedScale } from '../src/server/db/seed/seed-scale';
import { parseEnv } from '../src/server/env';
import { renderStale } from '../src/server/markup/problem-rendering';

// `npm run seed:scale [-- --seed 1 --problems 100000 --learners 20000 --progress 1000000]`:
// fills the database (DATABASE_URL, or the embedded one under DATA_DIR) with data at the scale
// of a national site, for `npm run bench` (issue 13). The same options give the same rows.
async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: String(DEFAULT_SCALE.seed) },
      problems: { type: 'string', default: String(DEFAULT_SCALE.problems) },
      learners: { type: 'string', default: String(DEFAULT_SCALE.learners) },
      progress: { type: 'string', default: String(DEFAULT_SCALE.progress) },
      password: { type: 'string', default: process.env.SCALE_PASSWORD ?? 'latihan-skala-2026' },
    },
  });
  const options = {
    seed: Number(values.seed),
    problems: Number(values.problems),
    learners: Number(values.learners),
    progress: Number(values.progress),
    password: values.password,
  };
  const env = parseEnv({ ...process.env, SEED_DEMO: 'false' });
  const database = await connectForCli(env);
  try {
    const started = Date.now();
    const summary = await seedScale(database.sql, options, (line) => console.log(line));
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
    // As an admin save would have: learners' pages then read the stored HTML (issue 13).
    const renderingStarted = Date.now();
    const rendered = await renderStale({ db: database.db, logger: pino() });
    console.log(`Rendered the markup of ${rendered} problems in ${((Date.now() - renderingStarted) / 1000).toFixed(1)} s.`);
    console.log(`Learners sign in as siswa<n>.s${options.seed}@skala.local (n = 1..${options.learners}) with the password '${options.password}'.`);
  } finally {
    await database.done();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
