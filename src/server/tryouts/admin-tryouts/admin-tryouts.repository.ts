import { sql } from 'drizzle-orm';
import { questionPreview } from '../../../core/preview';
import type { TAdminTryoutListItem, TAdminTryoutProblem } from '../../../core/tryout-admin';
import { tryoutState } from '../../../core/tryout-state';
import type { Writer } from '../../db/unique-code';
import { problemsWithPath, problemVisibility } from '../../content';

// The admin side's reads and writes of tryouts (issue 36). Plain SQL over the tables of migration
// 0023; every multi-step write runs in the caller's transaction.

// The question as a line of the editor: at most 160 characters with its TeX kept whole.
const QUESTION_LINE = 130;

export type TTryoutRow = {
  id: string;
  title: string;
  description: string;
  opensAt: Date;
  closesAt: Date;
  publishedAt: Date | null;
  firstStartedAt: Date | null;
  finalVersionId: number | null;
  updatedAt: Date;
};

type TRawTryout = {
  id: string;
  title: string;
  description: string;
  opens_at: string | Date;
  closes_at: string | Date;
  published_at: string | Date | null;
  first_started_at: string | Date | null;
  final_version_id: number | null;
  updated_at: string | Date;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

const tryoutOf = (row: TRawTryout): TTryoutRow => ({
  id: row.id,
  title: row.title,
  description: row.description,
  opensAt: new Date(row.opens_at),
  closesAt: new Date(row.closes_at),
  publishedAt: dateOrNull(row.published_at),
  firstStartedAt: dateOrNull(row.first_started_at),
  finalVersionId: row.final_version_id,
  updatedAt: new Date(row.updated_at),
});

const TRYOUT_COLUMNS = sql.raw('id, title, description, opens_at, closes_at, published_at, first_started_at, final_version_id::int as final_version_id, updated_at');

// A version stamp of millisecond precision (what the API's ISO strings carry), always later than
// the previous one, so two saves within a millisecond still differ.
const NEXT_UPDATED_AT = sql.raw(`greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')`);

export function createAdminTryoutsRepository(db: Writer) {
  return {
    async list(now: Date): Promise<TAdminTryoutListItem[]> {
      const rows = await db.execute<TRawTryout & { section_count: number; problem_count: number; participants: number; finished: number }>(sql`
        select ${TRYOUT_COLUMNS},
          (select count(*)::int from tryout_sections s where s.tryout_id = t.id) as section_count,
          (select count(*)::int from tryout_section_problems p where p.tryout_id = t.id) as problem_count,
          (select count(*)::int from tryout_sittings si where si.tryout_id = t.id) as participants,
          (select count(*)::int from tryout_sittings si where si.tryout_id = t.id and si.finished_at is not null) as finished
        from tryouts t order by t.opens_at desc, t.id`);
      return rows.map((raw) => {
        const row = tryoutOf(raw);
        return {
          id: row.id,
          title: row.title,
          opensAt: row.opensAt.toISOString(),
          closesAt: row.closesAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          state: tryoutState(row, now),
          locked: row.firstStartedAt !== null,
          sectionCount: raw.section_count,
          problemCount: raw.problem_count,
          participants: raw.participants,
          finished: raw.finished,
        };
      });
    },

    async find(id: string, { forUpdate = false } = {}): Promise<TTryoutRow | null> {
      const [row] = await db.execute<TRawTryout>(sql`select ${TRYOUT_COLUMNS} from tryouts where id = ${id} ${forUpdate ? sql`for update` : sql``}`);
      return row ? tryoutOf(row) : null;
    },

    async insert(input: { title: string; description: string; opensAt: Date; closesAt: Date; createdBy: string }): Promise<string> {
      const [row] = await db.execute<{ id: string }>(sql`
        insert into tryouts (title, description, opens_at, closes_at, created_by, updated_at)
        values (${input.title}, ${input.description}, ${input.opensAt.toISOString()}::timestamptz, ${input.closesAt.toISOString()}::timestamptz, ${input.createdBy},
          date_trunc('milliseconds', clock_timestamp()))
        returning id`);
      return row!.id;
    },

    async updateFields(id: string, fields: { title: string; description: string; opensAt: Date; closesAt: Date }) {
      await db.execute(sql`
        update tryouts set title = ${fields.title}, description = ${fields.description}, opens_at = ${fields.opensAt.toISOString()}::timestamptz,
          closes_at = ${fields.closesAt.toISOString()}::timestamptz, updated_at = ${NEXT_UPDATED_AT}
        where id = ${id}`);
    },

    async setPublished(id: string, publishedAt: Date | null) {
      await db.execute(sql`update tryouts set published_at = ${publishedAt?.toISOString() ?? null}::timestamptz, updated_at = ${NEXT_UPDATED_AT} where id = ${id}`);
    },

    async remove(id: string) {
      await db.execute(sql`delete from tryouts where id = ${id}`);
    },

    async sections(id: string) {
      const rows = await db.execute<{ id: string; name: string; duration_seconds: number }>(
        sql`select id, name, duration_seconds from tryout_sections where tryout_id = ${id} order by position`,
      );
      return rows.map((row) => ({ id: row.id, name: row.name, durationSeconds: row.duration_seconds }));
    },

    /** The tryout's problems by section, in order, as the editor lists them. */
    async sectionProblems(id: string): Promise<Map<string, (TAdminTryoutProblem & { id: number })[]>> {
      const rows = await db.execute<{ section_id: string; id: number; problem_id: string; type: string; question_text: string; subtopic_name: string; is_published: boolean }>(sql`
        select tsp.section_id, problems.id, problems.problem_id, problems.type, problems.question_text, subtopics.subtopic_name, ${problemVisibility} as is_published
        from tryout_section_problems tsp join ${problemsWithPath} on problems.id = tsp.problem_id
        where tsp.tryout_id = ${id} order by tsp.section_id, tsp.position`);
      const bySection = new Map<string, (TAdminTryoutProblem & { id: number })[]>();
      for (const row of rows) {
        const list = bySection.get(row.section_id) ?? [];
        list.push({ id: row.id, problemId: row.problem_id, type: row.type, questionText: questionPreview(row.question_text, QUESTION_LINE), subtopicName: row.subtopic_name, isPublished: row.is_published });
        bySection.set(row.section_id, list);
      }
      return bySection;
    },

    /**
     * Internal ids and publication of problems by their codes (unknown codes are absent); published:
     * the problem and its whole path, as learners see it. Locked for share with their paths until
     * the save commits: an unpublish of one of them or of its path waits for the save and then finds
     * it in this tryout, or went first and is seen here (decision 063).
     */
    async problemsByCodes(codes: string[]): Promise<Map<string, { id: number; isPublished: boolean }>> {
      if (codes.length === 0) return new Map();
      const rows = await db.execute<{ id: number; problem_id: string; is_published: boolean }>(
        sql`select problems.id, problems.problem_id, ${problemVisibility} as is_published from ${problemsWithPath} where problems.problem_id in ${codes} order by problems.id for share`,
      );
      return new Map(rows.map((row) => [row.problem_id, { id: row.id, isPublished: row.is_published }]));
    },

    /**
     * Replaces the sections and their problems: sections named by id are kept (renamed,
     * reordered), others deleted, new ones inserted. Positions move out of the way first (the
     * position keys are unique).
     */
    async replaceSections(id: string, sections: { id?: string; name: string; durationSeconds: number; problemIds: number[] }[]) {
      const kept = sections.flatMap((section) => (section.id ? [section.id] : []));
      await db.execute(sql`delete from tryout_section_problems where tryout_id = ${id}`);
      await db.execute(
        kept.length > 0
          ? sql`delete from tryout_sections where tryout_id = ${id} and id not in ${kept}`
          : sql`delete from tryout_sections where tryout_id = ${id}`,
      );
      await db.execute(sql`update tryout_sections set position = -1 - position where tryout_id = ${id}`);
      for (const [position, section] of sections.entries()) {
        let sectionId = section.id;
        if (sectionId) {
          await db.execute(sql`update tryout_sections set position = ${position}, name = ${section.name}, duration_seconds = ${section.durationSeconds} where id = ${sectionId}`);
        } else {
          const [row] = await db.execute<{ id: string }>(sql`
            insert into tryout_sections (tryout_id, position, name, duration_seconds) values (${id}, ${position}, ${section.name}, ${section.durationSeconds}) returning id`);
          sectionId = row!.id;
        }
        if (section.problemIds.length === 0) continue;
        const values = section.problemIds.map((problemId, i) => sql`(${sectionId}::uuid, ${id}::uuid, ${problemId}::int, ${i}::smallint)`);
        await db.execute(sql`insert into tryout_section_problems (section_id, tryout_id, problem_id, position) values ${sql.join(values, sql`, `)}`);
      }
    },
  };
}

export type AdminTryoutsRepository = ReturnType<typeof createAdminTryoutsRepository>;
