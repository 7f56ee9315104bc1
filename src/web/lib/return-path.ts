import { paths } from '../routes';

type RouterLocation = { pathname: string; search: string };

/**
 * Where /login sends the learner back to after signing in: a path inside the app only (router
 * relative, starting with one '/'), never the login page itself and never another site.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const pathname = next.split(/[?#]/)[0] ?? '';
  if (pathname === paths.login || pathname.startsWith(`${paths.login}/`)) return null;
  return next;
}

/** The /login link from the page the learner is on, so signing in returns them to it. */
export function loginPathFrom(location: RouterLocation | null): string {
  if (!location) return paths.login;
  const here = safeReturnPath(`${location.pathname}${location.search}`);
  if (!here || here === paths.home) return paths.login;
  return `${paths.login}?next=${encodeURIComponent(here)}`;
}
