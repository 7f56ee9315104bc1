// Whether Postgres plans the answer check's one write (WRITE_ANSWER, learning/answer-writer.ts,
// exactly as the practice repository sends it) once or on every execution: 12 first correct
// answers of one learner to problems they never answered, on one connection, in a transaction
// rolled back (nothing stays written), then that connection's pg_prepared_statements read back.
//   BENCH_REUSE_DATA=/tmp/bench-scale node --import tsx bench/check-plan-probe.ts   (embedded)
//   DATABASE_URL=postgres://… node --import tsx bench/check-plan-probe.ts
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { createDatabase } from '../src/server/db/client';
import { NO_PROGRESS_FIGURES } from '../src/core/learner-counters';
import { NO_COUNTERS } from '../src/core/mastery';
import { answerWriteParameters, WRITE_ANSWER } from '../src/server/learning';
import { HEAVY_EMAIL } from './target';

const dataDir = process.env.BENCH_REUSE_DATA;
const embedded = process.env.DATABASE_URL || !dataDir ? undefined : await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
const url = process.env.DATABASE_URL ?? embedded?.url;
if (!url) throw new Error('DATABASE_URL or BENCH_REUSE_DATA is required');
const database = createDatabase(url, { maxConnections: 1 });
const client = database.db.$client;
class RolledBack extends Error {}
try {
  await client.begin(async (tx) => {
    const [learner] = await tx.unsafe<{ id: string }[]>(`select id from users where email <> $1 and role = 'basic' order by id limit 1 offset 500`, [HEAVY_EMAIL]);
    const fresh = await tx.unsafe<{ id: number; subtopic_id: number }[]>(
      `select p.id, p.subtopic_id from problems p where p.is_published and not exists (select 1 from user_progress up where up.user_id = $1 and up.problem_id = p.id) order by p.id limit 12 offset 3000`,
      [learner!.id],
    );
    // The writer's statement and parameters for a first correct answer.
    for (const problem of fresh) {
      const ids = { userId: learner!.id, problemId: problem.id, subtopicId: problem.subtopic_id };
      const parameters = answerWriteParameters(ids, NO_PROGRESS_FIGURES, { kind: 'attempt', answer: 'A', isCorrect: true, xp: 10 }, { ...NO_COUNTERS, publishedProblems: 0 }, new Date(), null);
      await tx.unsafe(WRITE_ANSWER, parameters, { prepare: true });
    }
    const rows = await tx.unsafe<{ statement: string; generic_plans: number; custom_plans: number }[]>(
      `select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%insert into user_progress%'`,
    );
    for (const row of rows) console.log(`${String(row.generic_plans).padStart(3)} generic ${String(row.custom_plans).padStart(3)} custom  ${row.statement.replace(/\s+/g, ' ').slice(0, 100)}`);
    throw new RolledBack();
  });
} catch (error) {
  if (!(error instanceof RolledBack)) throw error;
}
await database.close();
await embedded?.stop();
