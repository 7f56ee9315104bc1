import { connectForCli } from '../src/server/db/cli-connection';
import { parseEnv } from '../src/server/env';
import { createLogger, logFormatFor } from '../src/server/logger';
import { seedOnStart } from '../src/server/seed-on-start';

// Same seeding the server does on start; safe to run again (it only adds what is missing).
async function main() {
  const env = parseEnv({ ...process.env, SEED_DEMO: 'true' });
  const database = await connectForCli(env);
  try {
    await seedOnStart({ db: database.db, env, logger: createLogger(env.LOG_LEVEL, logFormatFor(env.LOG_FORMAT, process.stdout.isTTY === true)) });
    console.log('Seed finished.');
  } finally {
    await database.done();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
