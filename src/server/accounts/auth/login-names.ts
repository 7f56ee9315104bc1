import { eq } from 'drizzle-orm';
import { placeholderEmail } from '../../../core/pupil-login';
import type { Database } from '../../db/client';
import { pupilAccounts, users } from '../../db/schema';

// The email a pupil's login name signs in with: the placeholder their teacher's class gave them, or
// the address they added since. A login name nobody has stands for its placeholder, which no
// account has either, so better-auth answers it as any unknown account (same status, same time).
export async function emailOfLoginName(db: Database, loginName: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(pupilAccounts).innerJoin(users, eq(users.id, pupilAccounts.userId)).where(eq(pupilAccounts.loginName, loginName));
  return row?.email ?? placeholderEmail(loginName);
}
