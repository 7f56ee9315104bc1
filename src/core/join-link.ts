import { normaliseClassCode } from './class-code';

// A class's join link (/math/kelas/gabung/{code}) followed by someone without an account survives
// sign-up, the verification mail and sign-in (issue 51): the sign-up carries the link as its
// callbackURL, the mail's link carries the code in this query parameter, and the pages after it
// send the learner back to the join page, which asks before joining. Only a class code travels,
// never a path, so no link of ours can be made to lead anywhere else.
export const JOIN_CODE_PARAM = 'kelas';

const JOIN_PATH = /^(?:\/math)?\/kelas\/gabung\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The class code a join page's path names (with or without the /math base), or null for any other path. */
export function joinCodeOfPath(path: string | null | undefined): string | null {
  const encoded = path ? JOIN_PATH.exec(path)?.[1] : undefined;
  if (!encoded) return null;
  try {
    return normaliseClassCode(decodeURIComponent(encoded));
  } catch {
    return null;
  }
}

/** The join page of a class, as the SPA's router names it (under the /math base): where signing in returns to. */
export const joinPagePath = (code: string) => `/kelas/gabung/${code}`;

/** A join code as a link carried it: the code when it is one, otherwise null. */
export function joinCodeOfParam(value: string | null | undefined): string | null {
  return value ? normaliseClassCode(value) : null;
}
