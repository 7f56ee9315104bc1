import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, classMembers, classRemovals, users } from '../../db/schema';
import { problemVisibility } from '../../content';

const teacherName = sql<string>`(select u.name from users u where u.id = classes.owner_id)`;

// A learner's side of classes: only classes that are not archived exist here.
export function createMembershipsRepository({ db }: { db: Database }) {
  return {
    findByCode: async (code: string) => {
      const [row] = await db
        .select({
          id: classes.id,
          name: classes.name,
          ownerId: classes.ownerId,
          teacherName,
          memberCount: sql<number>`(select count(*)::int from class_members m where m.class_id = classes.id)`,
        })
        .from(classes)
        .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)));
      return row;
    },

    // Joining twice is one membership, with the first day. Refused while the teacher's removal of
    // the learner stands. The class row is held shared for it (the lock the membership's foreign key
    // takes anyway), and a removal holds it exclusively (classes repository), so a join and a
    // removal at the same moment cannot both pass: the join comes wholly before or after.
    join: (classId: string, userId: string) =>
      db.transaction(async (tx): Promise<'joined' | 'removed'> => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('key share');
        const [removal] = await tx
          .select({ userId: classRemovals.userId })
          .from(classRemovals)
          .where(and(eq(classRemovals.classId, classId), eq(classRemovals.userId, userId)));
        if (removal) return 'removed';
        await tx.insert(classMembers).values({ classId, userId }).onConflictDoNothing();
        return 'joined';
      }),

    ofLearner: (userId: string) =>
      db
        .select({ id: classes.id, name: classes.name, teacherName: users.name, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .innerJoin(users, eq(users.id, classes.ownerId))
        .where(and(eq(classMembers.userId, userId), isNull(classes.archivedAt)))
        .orderBy(classes.name, classes.id),

    leave: async (classId: string, userId: string) => {
      const deleted = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ classId: classMembers.classId });
      return deleted.length > 0;
    },

    // The published problems of an assignment of a class the learner is in, with their progress.
    assignmentProblems: async (assignmentId: string, userId: string) => {
      const rows = await db.execute<{
        problemId: string;
        position: number;
        categoryId: string;
        topicId: string;
        subtopicId: string;
        isCorrect: boolean | null;
        updatedAt: string | null;
      }>(sql`
        select problems.problem_id as "problemId", ap.position, categories.category_id as "categoryId", topics.topic_id as "topicId",
          subtopics.subtopic_id as "subtopicId", up.is_correct as "isCorrect", up.updated_at as "updatedAt"
        from assignments a
        join class_members m on m.class_id = a.class_id and m.user_id = ${userId}
        join assignment_problems ap on ap.assignment_id = a.id
        join problems on problems.id = ap.problem_id
        join subtopics on subtopics.id = problems.subtopic_id
        join topics on topics.id = subtopics.topic_id
        join categories on categories.id = topics.category_id
        left join user_progress up on up.user_id = m.user_id and up.problem_id = problems.id
        where a.id = ${assignmentId} and ${problemVisibility}
        order by ap.position`);
      return rows.map((row) => ({ ...row, solvedAt: row.isCorrect && row.updatedAt !== null ? new Date(row.updatedAt) : null }));
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
