import type { Sql } from 'postgres';
import { hashPassword } from '../../passwords';
import { DEFAULT_ANSWER_CATEGORIES } from '../../../core/problem-shapes';
import { QUESTION_STATUSES } from '../../../core/question-status';
import { REPORT_STATUSES, REPORT_TYPES } from '../../../core/report-lists';
import { xpForSolve } from '../../../core/xp';
import { recountLearners } from '../../learning';

// `npm run seed:scale` (issue 13): a database at the scale of a national site, made inside
// PostgreSQL with generate_series (no row crosses the wire), reproducible from a seed number.
// Every "random" choice is hashint8 of the row number and the seed, so the same options give the
// same rows on any PostgreSQL. Codes are PR-Z0000001...: a Z and seven digits, valid public codes
// that the random ones (8 characters of A-Z0-9) reach with a chance of about 1 in 10^5 per code;
// the unique constraints would refuse such a clash rather than mix the two.

export type TScaleOptions = {
  seed: number;
  problems: number;
  learners: number;
  /** Rows of user_progress in all (about that many: a whole number per learner). */
  progress: number;
  /** The password every seeded learner signs in with. */
  password: string;
};

export const DEFAULT_SCALE: Omit<TScaleOptions, 'password'> = { seed: 1, problems: 100_000, learners: 20_000, progress: 1_000_000 };

const PROBLEMS_PER_SUBTOPIC = 100;
const CHILDREN_PER_PARENT = 10;
const BOOKMARKS_PER_LEARNER = 5;
// Option counts of the generated problems, for their XP.
const OPTION_COUNT = { input: 0, mcq: 5, mcma: 5, mck: 4 } as const;
const TYPES = ['input', 'mcq', 'mcma', 'mck'] as const;

export const scaleCode = (prefix: string, index: number) => `${prefix}-Z${String(index).padStart(7, '0')}`;

export type TScaleSummary = Record<'categories' | 'topics' | 'subtopics' | 'problems' | 'learners' | 'progress' | 'attempts' | 'bookmarks' | 'reports' | 'questions', number>;

/** The XP of a first correct answer on attempt 1..3 for each generated type, as a SQL CASE. */
function xpCase(typeColumn: string, attemptColumn: string): string {
  const arms = TYPES.flatMap((type) =>
    [1, 2, 3].map((attempt) => `WHEN ${typeColumn} = '${type}' AND ${attemptColumn} = ${attempt} THEN ${xpForSolve({ type, optionCount: OPTION_COUNT[type], attemptNumber: attempt })}`),
  );
  return `CASE ${arms.join(' ')} ELSE 0 END`;
}

const quoteList = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

export async function seedScale(sql: Sql, options: TScaleOptions, log: (message: string) => void = () => {}): Promise<TScaleSummary> {
  for (const [name, value] of Object.entries({ problems: options.problems, learners: options.learners, progress: options.progress })) {
    if (!Number.isInteger(value) || value < 1 || value > 9_999_999) throw new RangeError(`${name} must be a whole number from 1 to 9999999`);
  }
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 1_000_000) throw new RangeError('seed must be a whole number from 0 to 1000000');
  const seed = options.seed;
  const problemCount = options.problems;
  const subtopicCount = Math.ceil(problemCount / PROBLEMS_PER_SUBTOPIC);
  const topicCount = Math.ceil(subtopicCount / CHILDREN_PER_PARENT);
  const categoryCount = Math.ceil(topicCount / CHILDREN_PER_PARENT);
  const perLearner = Math.max(1, Math.min(Math.floor(options.progress / options.learners), problemCount));
  const step = Math.max(1, Math.floor(problemCount / perLearner));
  const passwordHash = await hashPassword(options.password);
  // h(i, salt): a deterministic number in [0, 2^31) for row i.
  const h = (expression: string, salt: number) => `abs(hashint8((${expression})::int8 * 1000003 + ${seed * 7919 + salt})::int8)`;

  const [existing] = await sql<{ found: boolean }[]>`SELECT exists(SELECT 1 FROM problems WHERE problem_id = ${scaleCode('PR', 1)}) AS found`;
  if (existing?.found) throw new Error('this database already holds scale data (PR-Z0000001 exists); seed an empty database');

  const timed = async (what: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    log(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await sql.begin(async (tx) => {
    await timed(`${categoryCount} categories, ${topicCount} topics, ${subtopicCount} subtopics`, async () => {
      await tx.unsafe(`
        INSERT INTO categories (category_id, category_name, description, sort_order, is_published)
        SELECT 'CA-Z' || lpad(c::text, 7, '0'), 'Kategori ' || c, 'Latihan bertahap kategori ' || c || ': aljabar, geometri dan peluang.', c, true
        FROM generate_series(1, ${categoryCount}) c`);
      await tx.unsafe(`
        INSERT INTO topics (topic_id, topic_name, category_id, sort_order, is_published)
        SELECT 'TO-Z' || lpad(t::text, 7, '0'), 'Topik ' || t, cat.id, t, true
        FROM generate_series(1, ${topicCount}) t
        JOIN categories cat ON cat.category_id = 'CA-Z' || lpad(((t - 1) / ${CHILDREN_PER_PARENT} + 1)::text, 7, '0')`);
      await tx.unsafe(`
        INSERT INTO subtopics (subtopic_id, subtopic_name, topic_id, sort_order, is_published)
        SELECT 'SU-Z' || lpad(s::text, 7, '0'), 'Subtopik ' || s, top.id, s, true
        FROM generate_series(1, ${subtopicCount}) s
        JOIN topics top ON top.topic_id = 'TO-Z' || lpad(((s - 1) / ${CHILDREN_PER_PARENT} + 1)::text, 7, '0')`);
    });

    await timed(`${problemCount} problems`, () =>
      tx.unsafe(`
        INSERT INTO problems (problem_id, subtopic_id, type, question_text, answer, solution_text, options, tag, answer_categories, has_solution, is_public, is_published)
        SELECT 'PR-Z' || lpad(n::text, 7, '0'), sub.id, g.type,
          CASE g.type
            WHEN 'input' THEN 'Tentukan nilai $x$ yang memenuhi $' || g.a || 'x + ' || g.b || ' = ' || (g.a * g.k + g.b) || '$.'
            WHEN 'mcq' THEN 'Hasil dari $\\frac{' || (g.a * g.k) || '}{' || g.a || '}$ adalah $\\ldots$'
            WHEN 'mcma' THEN 'Pilih **semua** bilangan yang habis dibagi $' || g.d || '$.'
            ELSE 'Diketahui $x = ' || g.k || '$. Tentukan apakah setiap pernyataan berikut **benar** atau **salah**.'
          END,
          CASE g.type
            WHEN 'input' THEN to_jsonb(g.k::text)
            WHEN 'mcq' THEN to_jsonb(chr(65 + g.pos))
            WHEN 'mcma' THEN '["A","C"]'::jsonb
            ELSE '{"statement_1":"Benar","statement_2":"Salah","statement_3":"Benar","statement_4":"Salah"}'::jsonb
          END,
          CASE WHEN n % 3 = 0 THEN NULL
            ELSE 'Kurangi kedua ruas dengan $' || g.b || '$, lalu bagi dengan $' || g.a || '$: $x = ' || g.k || '$.' END,
          CASE g.type
            WHEN 'input' THEN NULL
            WHEN 'mcq' THEN jsonb_build_object('A', '$' || (g.k - g.pos) || '$', 'B', '$' || (g.k + 1 - g.pos) || '$', 'C', '$' || (g.k + 2 - g.pos) || '$', 'D', '$' || (g.k + 3 - g.pos) || '$', 'E', '$' || (g.k + 4 - g.pos) || '$')
            WHEN 'mcma' THEN jsonb_build_object('A', '$' || (g.d * g.k) || '$', 'B', '$' || (g.d * g.k + 1) || '$', 'C', '$' || (g.d * (g.k + 1)) || '$', 'D', '$' || (g.d * g.k + 2) || '$', 'E', '$' || (g.d * (g.k + 2) - 1) || '$')
            ELSE jsonb_build_object('statement_1', '$x > ' || (g.k - 1) || '$', 'statement_2', '$x < ' || (g.k - 1) || '$', 'statement_3', '$2x = ' || (2 * g.k) || '$', 'statement_4', '$x^2 = ' || (g.k * g.k + 1) || '$')
          END,
          CASE n % 5 WHEN 0 THEN 'UTBK' WHEN 1 THEN 'Persamaan Linear' WHEN 2 THEN 'Pecahan' ELSE '' END,
          '${JSON.stringify(DEFAULT_ANSWER_CATEGORIES)}'::jsonb,
          n % 3 <> 0,
          n % 4 = 0,
          true
        FROM (
          SELECT n,
            (${quoteList(TYPES)})[(n - 1) % 4 + 1] AS type,
            2 + ${h('n', 1)} % 8 AS a,
            1 + ${h('n', 2)} % 20 AS b,
            1 + ${h('n', 3)} % 30 AS k,
            3 + ${h('n', 4)} % 7 AS d,
            (${h('n', 5)} % 5)::int AS pos
          FROM generate_series(1, ${problemCount}) n
        ) g
        JOIN subtopics sub ON sub.subtopic_id = 'SU-Z' || lpad(((g.n - 1) / ${PROBLEMS_PER_SUBTOPIC} + 1)::text, 7, '0')`),
    );

    await timed(`${options.learners} learners`, async () => {
      await tx.unsafe(`
        INSERT INTO users (id, email, name, email_verified, role, created_at, updated_at)
        SELECT 'scale-${seed}-' || u, 'siswa' || u || '.s${seed}@skala.local', 'Siswa ' || u, true, 'basic',
          now() - make_interval(days => (${h('u', 6)} % 365)::int), now()
        FROM generate_series(1, ${options.learners}) u`);
      await tx.unsafe(
        `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
         SELECT 'scale-${seed}-account-' || u, 'scale-${seed}-' || u, 'credential', 'scale-${seed}-' || u, $1
         FROM generate_series(1, ${options.learners}) u`,
        [passwordHash],
      );
    });

    await timed(`${perLearner * options.learners} progress rows and their attempts`, async () => {
      // Each learner works on perLearner problems, `step` apart from a starting point of their own
      // (so never the same problem twice); 70% solved, after 1 to 3 attempts.
      await tx.unsafe(`
        CREATE TEMP TABLE scale_progress ON COMMIT DROP AS
        SELECT 'scale-${seed}-' || w.u AS user_id, p.id AS problem_id, p.type, p.answer AS correct_answer,
          w.solved, w.attempts, w.last_at
        FROM (
          SELECT u, i,
            ((${h('u', 7)} + (i - 1) * ${step}) % ${problemCount}) + 1 AS n,
            ${h('u * 1000 + i', 8)} % 10 < 7 AS solved,
            (1 + ${h('u * 1000 + i', 9)} % 3)::int AS attempts,
            now() - make_interval(mins => (${h('u * 1000 + i', 10)} % (90 * 24 * 60))::int) AS last_at
          FROM generate_series(1, ${options.learners}) u CROSS JOIN generate_series(1, ${perLearner}) i
        ) w
        JOIN problems p ON p.problem_id = 'PR-Z' || lpad(w.n::text, 7, '0')`);
      const wrongAnswer = `CASE sp.type WHEN 'input' THEN '"-1"'::jsonb WHEN 'mcq' THEN CASE WHEN sp.correct_answer = '"A"' THEN '"B"'::jsonb ELSE '"A"'::jsonb END WHEN 'mcma' THEN '["B"]'::jsonb ELSE '{"statement_1":"Benar","statement_2":"Benar","statement_3":"Benar","statement_4":"Benar"}'::jsonb END`;
      await tx.unsafe(`
        INSERT INTO user_progress (user_id, problem_id, is_correct, attempts_count, last_answer, updated_at)
        SELECT sp.user_id, sp.problem_id, sp.solved, sp.attempts, CASE WHEN sp.solved THEN sp.correct_answer ELSE ${wrongAnswer} END, sp.last_at
        FROM scale_progress sp`);
      await tx.unsafe(`
        INSERT INTO problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded, created_at)
        SELECT sp.user_id, sp.problem_id,
          CASE WHEN sp.solved AND a = sp.attempts THEN sp.correct_answer ELSE ${wrongAnswer} END,
          sp.solved AND a = sp.attempts,
          a,
          CASE WHEN sp.solved AND a = sp.attempts THEN ${xpCase('sp.type', 'a')} ELSE 0 END,
          sp.last_at - make_interval(mins => (sp.attempts - a) * 3)
        FROM scale_progress sp CROSS JOIN LATERAL generate_series(1, sp.attempts) a`);
      // Written here by hand, not answered: the learners' counters are counted once, afterwards.
      await recountLearners(tx, Array.from({ length: options.learners }, (_, i) => `scale-${seed}-${i + 1}`));
      await tx.unsafe(`
        UPDATE users u SET xp_total = x.total
        FROM (SELECT user_id, sum(xp_awarded)::int AS total FROM problem_attempts WHERE user_id LIKE 'scale-${seed}-%' GROUP BY user_id) x
        WHERE u.id = x.user_id`);
    });

    await timed('bookmarks, reports and Tanya Soal questions', async () => {
      const bookmarks = Math.min(BOOKMARKS_PER_LEARNER, problemCount);
      await tx.unsafe(`
        INSERT INTO user_bookmarks (user_id, problem_id, created_at)
        SELECT 'scale-${seed}-' || u, p.id, now() - make_interval(days => i)
        FROM generate_series(1, ${options.learners}) u CROSS JOIN generate_series(1, ${bookmarks}) i
        JOIN problems p ON p.problem_id = 'PR-Z' || lpad((((${h('u', 11)} + (i - 1) * ${Math.max(1, Math.floor(problemCount / bookmarks))}) % ${problemCount}) + 1)::text, 7, '0')`);
      const reportCount = Math.max(1, Math.floor(options.learners / 4));
      await tx.unsafe(`
        INSERT INTO problem_reports (report_id, user_id, problem_id, report_type, report_content, report_status, created_at)
        SELECT 'RE-Z' || lpad(r::text, 7, '0'), 'scale-${seed}-' || (1 + ${h('r', 12)} % ${options.learners}), p.id,
          (${quoteList(REPORT_TYPES)})[1 + (${h('r', 13)} % ${REPORT_TYPES.length})::int],
          'Laporan uji skala nomor ' || r || ': pilihan jawaban tampak tidak sesuai dengan pembahasan.',
          (${quoteList(REPORT_STATUSES)})[1 + (${h('r', 14)} % ${REPORT_STATUSES.length})::int],
          now() - make_interval(mins => (${h('r', 15)} % (60 * 24 * 60))::int)
        FROM generate_series(1, ${reportCount}) r
        JOIN problems p ON p.problem_id = 'PR-Z' || lpad((1 + ${h('r', 16)} % ${problemCount})::text, 7, '0')`);
      await tx.unsafe(`
        INSERT INTO user_questions (user_question_id, user_id, image_url, status, created_at)
        SELECT 'UQ-Z' || lpad(q::text, 7, '0'), 'scale-${seed}-' || (1 + ${h('q', 17)} % ${options.learners}),
          'questions/UQ-Z' || lpad(q::text, 7, '0') || '.jpg',
          (${quoteList(QUESTION_STATUSES)})[1 + (${h('q', 18)} % ${QUESTION_STATUSES.length})::int],
          now() - make_interval(mins => (${h('q', 19)} % (60 * 24 * 60))::int)
        FROM generate_series(1, ${reportCount}) q`);
    });
  });
  // As autovacuum would leave a database that has run for a while: statistics, the visibility
  // map (index-only scans) and GIN pending lists flushed (the admin user search's trigram index).
  await timed('VACUUM ANALYZE', () => sql.unsafe('VACUUM ANALYZE'));

  const [counts] = await sql.unsafe<TScaleSummary[]>(`
    SELECT
      (SELECT count(*)::int FROM categories WHERE category_id LIKE 'CA-Z%') AS categories,
      (SELECT count(*)::int FROM topics WHERE topic_id LIKE 'TO-Z%') AS topics,
      (SELECT count(*)::int FROM subtopics WHERE subtopic_id LIKE 'SU-Z%') AS subtopics,
      (SELECT count(*)::int FROM problems WHERE problem_id LIKE 'PR-Z%') AS problems,
      (SELECT count(*)::int FROM users WHERE id LIKE 'scale-${seed}-%') AS learners,
      (SELECT count(*)::int FROM user_progress WHERE user_id LIKE 'scale-${seed}-%') AS progress,
      (SELECT count(*)::int FROM problem_attempts WHERE user_id LIKE 'scale-${seed}-%') AS attempts,
      (SELECT count(*)::int FROM user_bookmarks WHERE user_id LIKE 'scale-${seed}-%') AS bookmarks,
      (SELECT count(*)::int FROM problem_reports WHERE report_id LIKE 'RE-Z%') AS reports,
      (SELECT count(*)::int FROM user_questions WHERE user_question_id LIKE 'UQ-Z%') AS questions`);
  return counts!;
}
