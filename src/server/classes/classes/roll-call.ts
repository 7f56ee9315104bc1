import { sql } from 'drizzle-orm';
import { contactEmail, learnerName } from '../../../core/class-learners';

// Issue 51: every teacher's list of a class's learners (the class page, reports, the gradebook and
// their files) is in roll-call order: 'No. absen' first (learners without one last), then by name
// (learners without a name after those with one), then by address. `m` is class_members, `u` users.
export const rollCallOrder = sql.raw(`m.roll_number nulls last, nullif(btrim(u.name), '') nulls last, u.email, m.user_id`);

// A pupil's login name, for a learner without a name (users `u`).
export const pupilLoginName = sql.raw(`(select pa.login_name from pupil_accounts pa where pa.user_id = u.id)`);

/** How a teacher's pages name a learner: never blank, no placeholder address. */
export const presentLearner = <T extends { name: string; email: string; loginName: string | null }>({ loginName, ...learner }: T) => ({
  ...learner,
  name: learnerName({ ...learner, loginName }),
  email: contactEmail(learner.email),
});
