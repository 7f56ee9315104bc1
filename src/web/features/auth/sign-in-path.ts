import { JOIN_CODE_PARAM, joinCodeOfParam } from '../../../core/join-link';
import { classPath } from '../../class-paths';
import { paths } from '../../routes';

/**
 * The 'Masuk' link of the pages a mailed link lands on. A class's join link followed before
 * signing up rides along as ?kelas={code} (core/join-link.ts): signing in then returns to that
 * class's join page, which shows the class and asks before joining.
 */
export function signInPathFor(searchParams: URLSearchParams): { path: string; joinCode: string | null } {
  const joinCode = joinCodeOfParam(searchParams.get(JOIN_CODE_PARAM));
  if (!joinCode) return { path: paths.login, joinCode };
  return { path: `${paths.login}?${new URLSearchParams({ next: classPath.join(joinCode) }).toString()}`, joinCode };
}
