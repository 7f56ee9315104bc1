import { sql } from 'drizzle-orm';
import { generateClassCode } from '../src/core/class-code';
import { createGuards } from '../src/server/accounts';
import { createCache } from '../src/server/cache/cache';
import { classesRoutes } from '../src/server/classes';
import type { Database } from '../src/server/db/client';
import { createPublishedPath } from '../src/server/db/factories';
import { recountAssignment } from '../src/server/learning';
import { createBodyLimits } from '../src/server/http/body-limits';
import { createMarkupCache } from '../src/server/markup/markup-cache';

// bench/class-cost.ts's class: seeded in a few set-based statements, and its requests made through
// the classes routes as the app mounts them (a session lookup that knows the teacher, as the app's
// held sessions do).

const LEARNERS = 40;
const ASSIGNMENTS = 30;
const PROBLEMS_PER_ASSIGNMENT = 10;
const NOISE_LEARNERS = Number(process.env.NOISE_LEARNERS ?? 2000);

export async function createClassCost(db: Database) {
  const { subtopic } = await createPublishedPath(db);
  const problemCount = ASSIGNMENTS * PROBLEMS_PER_ASSIGNMENT;
  await db.execute(sql`
    insert into problems (problem_id, subtopic_id, type, question_text, options, answer, is_published)
    select 'PR-' || upper(substr(md5(random()::text), 1, 8)), ${subtopic.id}, 'mcq', 'Berapakah $' || n || ' + ' || n || '$?', '{"A":"1","B":"2"}'::jsonb, '"A"'::jsonb, true
    from generate_series(1, ${problemCount}::int) n`);
  await db.execute(sql`
    insert into users (id, email, name, role)
    select 'bench-' || n, 'bench-' || n || '@contoh.id', case when n = 0 then 'Bu Guru' else 'Siswa ' || n end, case when n = 0 then 'teacher' else 'basic' end
    from generate_series(0, ${LEARNERS + NOISE_LEARNERS}) n`);
  const [created] = await db.execute<{ id: string }>(sql`insert into classes (owner_id, name, join_code) values ('bench-0', 'Kelas Bench', ${generateClassCode()}) returning id`);
  const classId = created!.id;
  await db.execute(sql`
    insert into class_members (class_id, user_id, roll_number)
    select ${classId}::uuid, 'bench-' || n, case when n % 7 = 0 then null else n end from generate_series(1, ${LEARNERS}::int) n`);
  await db.execute(sql`
    insert into assignments (class_id, title, due_at, close_after_due)
    select ${classId}::uuid, 'Tugas ' || n, now() + (n - 20) * interval '1 day', n % 5 = 0 from generate_series(1, ${ASSIGNMENTS}::int) n`);
  await db.execute(sql`
    insert into assignment_problems (assignment_id, problem_id, position)
    select a.id, p.id, (row_number() over (partition by a.id order by p.id))::int
    from (select id, row_number() over (order by title) - 1 as k from assignments where class_id = ${classId}::uuid) a
    join (select id, row_number() over (order by id) - 1 as k from problems) p on p.k / ${PROBLEMS_PER_ASSIGNMENT} = a.k`);
  // The class tries about 80 % of its problems; other learners leave about 12 rows each on them.
  await db.execute(sql`
    insert into user_progress (user_id, problem_id, is_correct, attempts_count, updated_at)
    select 'bench-' || n, p.id, random() < 0.75, 1 + floor(random() * 3)::int, now() - random() * interval '40 days'
    from generate_series(1, ${LEARNERS}::int) n cross join problems p where random() < 0.8`);
  await db.execute(sql`
    insert into user_progress (user_id, problem_id, is_correct, attempts_count, updated_at)
    select distinct on (n, pid) 'bench-' || n, pid, random() < 0.6, 1 + floor(random() * 3)::int, now() - random() * interval '40 days'
    from generate_series(${LEARNERS + 1}::int, ${LEARNERS + NOISE_LEARNERS}::int) n
    cross join lateral (select (select min(id) from problems) + floor(random() * ${problemCount}::int)::int as pid from generate_series(1, 12) where n > 0) picked`);
  // Progress written by hand: the class's assignment figures counted from it (decision 083).
  const listed = await db.execute<{ id: string }>(sql`select id from assignments where class_id = ${classId}::uuid`);
  for (const { id } of listed) await recountAssignment(db, id);
  const [firstAssignment] = await db.execute<{ id: string }>(sql`select id from assignments where class_id = ${classId}::uuid order by due_at limit 1`);
  const [rows] = await db.execute<{ progress: number }>(sql`select count(*)::int as progress from user_progress`);

  const teacher = { id: 'bench-0', email: 'bench-0@contoh.id', role: 'teacher' as const };
  const lookup = Object.assign(async () => ({ kind: 'user' as const, user: teacher }), { isHeld: () => true, forget: () => undefined });
  const guards = createGuards(lookup as unknown as Parameters<typeof createGuards>[0]);
  const cache = createCache();
  const routes = classesRoutes({ db, guards, limits: createBodyLimits({ jsonBytes: 1_000_000, uploadBytes: 1_000_000 }), markup: createMarkupCache(cache), cache });
  const get = (path: string) => async () => {
    const response = await routes.request(path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const requests: [string, () => Promise<void>][] = [
    ['GET /classes/:id (class page)', get(`/classes/${classId}`)],
    ['GET /classes/:id/gradebook', get(`/classes/${classId}/gradebook`)],
    ['GET /classes/:id/gradebook.csv', get(`/classes/${classId}/gradebook.csv`)],
    ['GET /classes/:id/gradebook.xlsx (file held by its hash)', get(`/classes/${classId}/gradebook.xlsx`)],
    ['GET /assignments/:id/report', get(`/assignments/${firstAssignment!.id}/report`)],
    ['GET /assignments/:id/report.csv', get(`/assignments/${firstAssignment!.id}/report.csv`)],
  ];
  return {
    summary: `a class of ${LEARNERS} learners, ${ASSIGNMENTS} assignments of ${PROBLEMS_PER_ASSIGNMENT} problems, ${NOISE_LEARNERS} other learners; ${rows!.progress.toLocaleString('en')} progress rows`,
    requests,
  };
}
