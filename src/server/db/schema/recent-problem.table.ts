import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.table';
import { problems } from './content.table';

// The last problem each learner opened (home page, 'Soal terakhir dibuka'): one row per learner,
// replaced as they open another (decision 044).
export const userLastOpenedProblems = pgTable(
  'user_last_opened_problems',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A deleted problem's rows go with it (the cascade looks them up by problem).
  (table) => [index('user_last_opened_problems_problem_idx').on(table.problemId)],
);
