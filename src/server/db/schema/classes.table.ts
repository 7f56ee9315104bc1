import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '../../../core/class-code';
import { ASSIGNMENT_TITLE_MAX_LENGTH, CLASS_DEFAULT_TIME_ZONE, CLASS_NAME_MAX_LENGTH, TIME_ZONE_MAX_LENGTH } from '../../../core/classes';
import { users } from './auth.table';
import { problems } from './content.table';

// Issue 35 (decisions 052, 053): a teacher's classes, who joined them, and their assignments.
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: CLASS_NAME_MAX_LENGTH }).notNull(),
    // Rotating replaces it: the old code then matches nothing.
    joinCode: varchar('join_code', { length: 8 }).notNull().unique(),
    timeZone: varchar('time_zone', { length: TIME_ZONE_MAX_LENGTH }).notNull().default(CLASS_DEFAULT_TIME_ZONE),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('classes_name_check', sql`char_length(btrim(${table.name})) between 1 and ${sql.raw(String(CLASS_NAME_MAX_LENGTH))}`),
    check('classes_join_code_check', sql`${table.joinCode} ~ ${sql.raw(`'^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$'`)}`),
    // A teacher's classes, newest first.
    index('classes_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
  ],
);

// A learner in a class, or removed from it: both go with the class and with the account.
const classLearnerColumns = () => ({
  classId: uuid('class_id')
    .notNull()
    .references(() => classes.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const classMembers = pgTable(
  'class_members',
  {
    ...classLearnerColumns(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // 'No. absen' (issue 51): set by the teacher, sorts the class's reports; none until set.
    rollNumber: smallint('roll_number'),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    check('class_members_roll_number_check', sql`${table.rollNumber} between 1 and 999`),
    // A learner's classes (their assignments, the dashboard), and a deleted account's rows.
    index('class_members_user_idx').on(table.userId, table.classId),
  ],
);

// A learner the teacher removed from a class (issue 49.5): their join with the class's code is
// refused while this row stands. Adding them back and renewing the class's code delete it (in the
// transaction that does either), so the row always means "refused now", never a history.
export const classRemovals = pgTable(
  'class_removals',
  {
    ...classLearnerColumns(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    // A deleted account's rows go with it (the cascade looks them up by user).
    index('class_removals_user_idx').on(table.userId),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: ASSIGNMENT_TITLE_MAX_LENGTH }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closeAfterDue: boolean('close_after_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('assignments_title_check', sql`char_length(btrim(${table.title})) between 1 and ${sql.raw(String(ASSIGNMENT_TITLE_MAX_LENGTH))}`),
    index('assignments_class_due_idx').on(table.classId, table.dueAt),
  ],
);

export const assignmentProblems = pgTable(
  'assignment_problems',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.problemId] }),
    check('assignment_problems_position_check', sql`${table.position} >= 1`),
    // A deleted problem's rows go with it (the cascade looks them up by problem).
    index('assignment_problems_problem_idx').on(table.problemId),
  ],
);

// Per assignment and learner (decision 083): what the learner's progress on the assignment's
// problems counts, as core/gradebook.ts and core/assignments.ts read it: problems tried, solved by
// the due time and after it, solved on the first try, and on the first try by the due time. Over
// every problem of the assignment, published or not (the teacher's pages take the hidden ones' share
// off when they read). Written by the answer's one write statement (learning/answer-writer.ts), counted
// afresh when the learner joins or is added back and when the assignment is made, and moved when
// an admin deletes problems (learning/assignment-progress.ts); no row means nothing counted yet.
export const assignmentProgress = pgTable(
  'assignment_progress',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempted: integer('attempted').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
    afterDue: integer('after_due').notNull().default(0),
    firstTry: integer('first_try').notNull().default(0),
    firstTryOnTime: integer('first_try_on_time').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    // A learner's rows go with the account (the cascade looks them up by learner).
    index('assignment_progress_user_idx').on(table.userId),
  ],
);

// A pupil account a teacher created for a class (issue 51, decision 082): it signs in with its login
// name (derived from the class's code when it was made) and a password the teacher printed. Its
// users.email is a placeholder under `.invalid` until the pupil adds a real one. The class that made
// it may reset its password while the pupil is a member; the class's deletion leaves the account.
export const pupilAccounts = pgTable(
  'pupil_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    loginName: varchar('login_name', { length: 40 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pupil_accounts_login_name_check', sql`${table.loginName} ~ '^[a-z0-9]{4,12}-[0-9]{2,3}$'`),
    index('pupil_accounts_class_idx').on(table.classId),
  ],
);
