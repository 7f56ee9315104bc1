import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tryoutSectionProblems, tryoutSections, tryouts } from '../db/schema';

// Tryouts and simulated sittings written straight into the database, for the scoring tests and
// bench/tryout-scoring.ts: answers drawn from a 2PL model (a ~ U(0.5, 2), b ~ U(-2, 2),
// theta ~ N(0, 1)) by Postgres itself, so 20,000 sittings take seconds. Deterministic per seed.

export type TSimulatedTryout = { id: string; sections: { id: string; problemIds: number[] }[] };

export async function insertTryout(
  db: Database,
  input: { title?: string; opensAt: Date; closesAt: Date; published?: boolean; started?: boolean; sections: { name?: string; durationSeconds?: number; problemIds: number[] }[] },
): Promise<TSimulatedTryout> {
  return db.transaction(async (tx) => {
    const [tryout] = await tx
      .insert(tryouts)
      .values({
        title: input.title ?? 'Tryout simulasi',
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        publishedAt: input.published === false ? null : input.opensAt,
        firstStartedAt: input.started === false ? null : input.opensAt,
      })
      .returning({ id: tryouts.id });
    const sections: TSimulatedTryout['sections'] = [];
    for (const [position, section] of input.sections.entries()) {
      const [row] = await tx
        .insert(tryoutSections)
        .values({ tryoutId: tryout!.id, position, name: section.name ?? `Bagian ${position + 1}`, durationSeconds: section.durationSeconds ?? 1800 })
        .returning({ id: tryoutSections.id });
      if (section.problemIds.length > 0) {
        await tx.insert(tryoutSectionProblems).values(section.problemIds.map((problemId, i) => ({ sectionId: row!.id, tryoutId: tryout!.id, problemId, position: i })));
      }
      sections.push({ id: row!.id, problemIds: section.problemIds });
    }
    return { id: tryout!.id, sections };
  });
}

/**
 * `count` learners (new users `sim-<tag>-<n>`) sit the tryout: every section started at opens_at
 * and ended at its deadline, each problem answered (a share `missing` left blank) right with the
 * 2PL probability. `answers` gives the stored answer for right and wrong (default a plain mark).
 */
export async function simulateSittings(
  db: Database,
  tryout: TSimulatedTryout,
  {
    count,
    tag,
    seed = 0.36,
    missing = 0.05,
    answers = {},
  }: { count: number; tag: string; seed?: number; missing?: number; answers?: Record<number, { right: unknown; wrong: unknown }> },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${seed})`);
    await tx.execute(sql`
      insert into users (id, email, name)
      select ${`sim-${tag}-`} || g, ${`sim-${tag}-`} || g || '@contoh.id', 'Peserta ' || g from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into tryout_sittings (tryout_id, user_id, started_at, finished_at)
      select t.id, ${`sim-${tag}-`} || g, t.opens_at, t.opens_at + interval '1 second'
      from tryouts t, generate_series(1, ${count}) g where t.id = ${tryout.id}`);
    await tx.execute(sql`
      insert into tryout_sitting_sections (sitting_id, section_id, started_at, deadline_at, ended_at, ending)
      select si.id, s.id, t.opens_at, t.opens_at + make_interval(secs => s.duration_seconds), t.opens_at + make_interval(secs => s.duration_seconds), 'deadline'
      from tryout_sittings si join tryouts t on t.id = si.tryout_id join tryout_sections s on s.tryout_id = t.id
      where si.tryout_id = ${tryout.id} and si.user_id like ${`sim-${tag}-%`}`);
    await tx.execute(sql`
      create temp table sim_theta on commit drop as
      select si.id as sitting_id, sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as theta
      from tryout_sittings si where si.tryout_id = ${tryout.id} and si.user_id like ${`sim-${tag}-%`}`);
    await tx.execute(sql`
      create temp table sim_items on commit drop as
      select problem_id, section_id, 0.5 + 1.5 * random() as a, -2 + 4 * random() as b
      from tryout_section_problems where tryout_id = ${tryout.id} order by section_id, position`);
    await tx.execute(sql`
      create temp table sim_answers on commit drop as
      select th.sitting_id, i.section_id, i.problem_id, random() < 1 / (1 + exp(-i.a * (th.theta - i.b))) as correct
      from sim_theta th cross join sim_items i where random() >= ${missing}`);
    const marks = Object.entries(answers).map(([problemId, { right, wrong }]) => sql`(${Number(problemId)}::int, ${JSON.stringify(right)}::jsonb, ${JSON.stringify(wrong)}::jsonb)`);
    const given = marks.length > 0 ? sql`(values ${sql.join(marks, sql`, `)})` : sql`(select null::int, null::jsonb, null::jsonb where false)`;
    await tx.execute(sql`
      insert into tryout_answers (sitting_id, section_id, problem_id, answer, correct, updated_at)
      select sa.sitting_id, sa.section_id, sa.problem_id,
        coalesce(case when sa.correct then g.right_answer else g.wrong_answer end, to_jsonb(case when sa.correct then 'benar' else 'salah' end)),
        sa.correct, now()
      from sim_answers sa left join ${given} as g(problem_id, right_answer, wrong_answer) on g.problem_id = sa.problem_id`);
  });
}
