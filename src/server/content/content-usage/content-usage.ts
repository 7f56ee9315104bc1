import { eq, sql, type SQL } from 'drizzle-orm';
import { CONTENT_IN_USE_CODE, CONTENT_USAGE_LIST_CAP, isContentInUse, type TContentUsage, type TUsageList } from '../../../core/content-usage';
import { tryoutState } from '../../../core/tryout-state';
import { assignmentProblems, assignments, classes, tryouts, tryoutSectionProblems, userQuestions, users } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { createError } from '../../http/app-error';

// Places beyond the cap are counted, not named: the window count runs over every group.
const placesCounted = sql<number>`(count(*) over ())::int`;

const listOf = <R extends { places: number }, T>(rows: R[], item: (row: R) => T): TUsageList<T> => ({ total: rows[0]?.places ?? 0, items: rows.map(item) });

/**
 * Issue 50.4 (decision 072): where the problems `ids` (a subquery of problem ids) are used: the
 * class assignments that list them, the tryouts that hold them (in any state, with the state as
 * the clock says it), and the Tanya Soal questions answered with them.
 */
export async function readContentUsage(writer: Writer, ids: SQL, now: Date): Promise<TContentUsage> {
  const [assignmentRows, tryoutRows, questionRows] = await Promise.all([
    writer
      .select({
        className: classes.name,
        teacherEmail: users.email,
        assignmentTitle: assignments.title,
        problems: sql<number>`count(*)::int`,
        assignmentProblems: sql<number>`(select count(*)::int from ${assignmentProblems} listed where listed.assignment_id = ${assignments.id})`,
        places: placesCounted,
      })
      .from(assignmentProblems)
      .innerJoin(assignments, eq(assignments.id, assignmentProblems.assignmentId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(sql`${assignmentProblems.problemId} in (${ids})`)
      .groupBy(assignments.id, classes.id, users.id)
      .orderBy(classes.name, assignments.createdAt, assignments.id)
      .limit(CONTENT_USAGE_LIST_CAP),
    writer
      .select({
        title: tryouts.title,
        publishedAt: tryouts.publishedAt,
        opensAt: tryouts.opensAt,
        closesAt: tryouts.closesAt,
        finalVersionId: tryouts.finalVersionId,
        problems: sql<number>`count(*)::int`,
        places: placesCounted,
      })
      .from(tryoutSectionProblems)
      .innerJoin(tryouts, eq(tryouts.id, tryoutSectionProblems.tryoutId))
      .where(sql`${tryoutSectionProblems.problemId} in (${ids})`)
      .groupBy(tryouts.id)
      .orderBy(tryouts.opensAt, tryouts.id)
      .limit(CONTENT_USAGE_LIST_CAP),
    writer
      .select({ userQuestionId: userQuestions.userQuestionId, places: placesCounted })
      .from(userQuestions)
      .where(sql`${userQuestions.problemId} in (${ids})`)
      .orderBy(userQuestions.createdAt, userQuestions.id)
      .limit(CONTENT_USAGE_LIST_CAP),
  ]);
  return {
    assignments: listOf(assignmentRows, (row) => ({
      className: row.className,
      teacherEmail: row.teacherEmail,
      assignmentTitle: row.assignmentTitle,
      problems: row.problems,
      assignmentProblems: row.assignmentProblems,
    })),
    tryouts: listOf(tryoutRows, (row) => ({ title: row.title, state: tryoutState(row, now), problems: row.problems })),
    questions: listOf(questionRows, (row) => ({ userQuestionId: row.userQuestionId })),
  };
}

/**
 * Every delete that takes problems with it calls this in its transaction, after locking those
 * problems and before deleting anything: one problem, a bulk selection, and a category, topic or
 * subtopic with everything below it. Locked first, nothing can start using one of them meanwhile
 * (an assignment, a tryout's save or a moderation needs the row's key share for its foreign key,
 * so it waits for the delete and then fails), and whatever used one before the lock is read here.
 * Refused with 409 and where they are used.
 */
export async function refuseContentInUse(writer: Writer, ids: SQL, now: Date): Promise<void> {
  const usage = await readContentUsage(writer, ids, now);
  if (isContentInUse(usage)) {
    throw createError({
      code: CONTENT_IN_USE_CODE,
      status: 409,
      message: 'The content is used by a class assignment, a tryout or a Tanya Soal answer; nothing was deleted',
      details: usage,
    });
  }
}
