import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { TSubmittedAnswer } from '../src/problem-types';
import { createDatabase } from '../src/server/db/client';
import { NO_PROGRESS_FIGURES } from '../src/core/learner-counters';
import { NO_COUNTERS } from '../src/core/mastery';
import { ANSWER_WRITES, answerWriteParameters } from '../src/server/learning';
import { APP_POOL_SIZE, INSERT_CEILING_TABLE } from './target';

// The ceilings of issue 13, in a node process of their own (started by bench/support.ts):
//   ALL  /bytes/:i   the captured response body i of BENCH_BODIES_FILE, as bytes, nothing else
//   GET  /select/:code  one indexed SELECT (problems by its unique problem_id) with the app's
//                       driver and pool (postgres.js through db/client.ts, 20 connections)
//   POST /insert     one single-row INSERT committed on its own (synchronous_commit as the server has it)
//   POST /check-write   the answer check's writes for a learner's first correct answer to a problem
//                       (progress upserted, attempt inserted, XP added, learner_stats and, issue 34,
//                       learner_subtopic_stats upserted, the review cards' CTEs; issue 50: written
//                       by the statement itself, no trigger), in one statement: the fewest round
//                       trips a server can make them in
// What the app does beyond these is what the ratios in bench/README.md measure.

type Body = { body: string; contentType: string; contentEncoding: string | null; status: number };

const app = new Hono();
app.get('/health', (c) => c.text('ok'));

const bodiesFile = process.env.BENCH_BODIES_FILE;
if (bodiesFile) {
  // As the app sent them: base64 of the bytes on the wire, gzip-encoded where the app's were.
  const bodies = (JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as Body[]).map((b) => ({
    ...b,
    bytes: Buffer.from(b.body, 'base64'),
    headers: (b.contentEncoding ? { 'content-type': b.contentType, 'content-encoding': b.contentEncoding } : { 'content-type': b.contentType }) as Record<string, string>,
  }));
  app.all('/bytes/:i', (c) => {
    const body = bodies[Number(c.req.param('i'))];
    if (!body) return c.text('no such body', 404);
    return c.body(body.bytes, body.status as 200, body.headers);
  });
}

const url = process.env.BENCH_CEILING_DATABASE_URL;
if (url) {
  const { sql } = createDatabase(url, { maxConnections: APP_POOL_SIZE });
  app.get('/select/:code', async (c) => {
    const [row] = await sql`
      select id, problem_id, subtopic_id, type, question_text, answer, options, answer_categories, solution_text, has_solution, is_public, video_link, tag
      from problems where problem_id = ${c.req.param('code')}`;
    return row ? c.json(row) : c.json({ error: 'not found' }, 404);
  });
  app.post('/insert', async (c) => {
    const { userId, problemId, answer } = await c.req.json<{ userId: string; problemId: number; answer: unknown }>();
    await sql`insert into ${sql(INSERT_CEILING_TABLE)} (user_id, problem_id, answer) values (${userId}, ${problemId}, ${JSON.stringify(answer)}::jsonb)`;
    return c.json({ ok: true });
  });
  // The writes of the answer check (learning/answer-writer.ts), its very statement's (ANSWER_WRITES)
  // and parameters: the progress row (only if it is still as assumed: no attempt yet, not correct),
  // the attempt, the learner's XP, learner_stats and learner_subtopic_stats, each only if the
  // progress was written. No lock, read, grading or session: a first correct answer of the learner
  // to the problem (of the subtopic) the request names, with its XP, is written as it is, and the
  // new XP total answered. Without the read, the subtopic's recent first tries are written as they
  // are ($12, $13 null: the same row and columns written, the learners' counters left as the app's
  // answers leave them).
  app.post('/check-write', async (c) => {
    const { userId, problemId, subtopicId, answer, xp } = await c.req.json<{ userId: string; problemId: number; subtopicId: number; answer: TSubmittedAnswer; xp: number }>();
    const parameters = answerWriteParameters({ userId, problemId, subtopicId }, NO_PROGRESS_FIGURES, { kind: 'attempt', answer, isCorrect: true, xp }, { ...NO_COUNTERS, publishedProblems: 0 }, new Date(), null);
    parameters[11] = null;
    parameters[12] = null;
    const [row] = await sql.unsafe<{ xp_total: number | null }[]>(
      `${ANSWER_WRITES}
      select (select xp_total from xp) as xp_total`,
      parameters,
      { prepare: true },
    );
    return c.json({ xpTotal: row?.xp_total ?? null });
  });
}

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '0.0.0.0' });
