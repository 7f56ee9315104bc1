import { commonErrors } from '../../http/app-error';
import { cleanedPersonName } from '../auth/auth.checks';
import type { MeRepository } from './me.repository';

/**
 * 'Nama lengkap' changed on the Akun page or in the prompt for accounts made before names were
 * asked (issue 51): cleaned and checked by the sign-up's rule (core/person-name.ts). /me reads the
 * name fresh on every request and the session lookup holds none, so the next read shows it.
 */
export async function changeName({ repo, now }: { repo: Pick<MeRepository, 'setName'>; now: Date }, { userId, typedName }: { userId: string; typedName: string }) {
  const name = cleanedPersonName(typedName);
  const row = await repo.setName({ userId, name, now });
  // The account was deleted while the session was held: as any ended session.
  if (!row) throw commonErrors.sessionExpired();
  return { name: row.name };
}
