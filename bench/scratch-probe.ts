import fs from 'node:fs';
import { createDatabase } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';

const url = runningEmbeddedUrl('/tmp/bench-a-after')!;
const { sql } = createDatabase(url, { maxConnections: 1 });
const [heavy] = await sql<{ id: string }[]>`select id from users where email = 'bench-heavy@bench.local'`;
const ids = (await sql<{ id: number }[]>`select id from subtopics order by id limit 200`).map((r) => r.id);
const q = fs.readFileSync('/tmp/a/combined.sql', 'utf8');
for (let i = 0; i < 12; i += 1) await sql.unsafe(q, [heavy!.id, new Date().toISOString(), ids], { prepare: true });
console.log((await sql`select generic_plans, custom_plans, left(statement, 40) as s from pg_prepared_statements`).filter((r) => String(r.s).includes('json_build')));
const t0 = process.hrtime.bigint();
for (let i = 0; i < 200; i += 1) await sql.unsafe(q, [heavy!.id, new Date().toISOString(), ids], { prepare: true });
console.log('µs per execution (client wall)', Number(process.hrtime.bigint() - t0) / 200 / 1000);
await sql.end();
