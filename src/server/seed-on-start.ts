import type { Logger } from 'pino';
import type { Database } from './db/client';
import { seedAccounts, seedDemoContent } from './db/seed/seed-demo';
import { ensureTheoryCategory } from './db/seed/theory-category';
import type { Env } from './env';

export async function seedOnStart({ db, env, logger }: { db: Database; env: Env; logger: Logger }) {
  if (env.SEED_DEMO) {
    const seeded = await seedDemoContent(db);
    logger.info(seeded ? 'demo content seeded' : 'demo content already present; not seeded again');
  }
  // After the demo content, which brings its own (it seeds only into an empty catalogue).
  if ((await ensureTheoryCategory(db)).created) logger.info("category 'List Teori' was missing and has been created");
  const created = await seedAccounts(db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    withDemoLearner: env.SEED_DEMO,
  });
  const toPrint = created.filter((account) => account.generated);
  if (toPrint.length > 0) {
    const lines = toPrint.map((account) => `  ${account.role.padEnd(5)}  ${account.email}  password: ${account.password}`);
    // Printed once, on the start that created them; they are not stored anywhere in clear text.
    console.log(`\nAccounts created (save these passwords now, they are not shown again):\n${lines.join('\n')}\n`);
  }
  for (const account of created.filter((a) => !a.generated)) logger.info({ email: account.email }, 'admin account created');
}
