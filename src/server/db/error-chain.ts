/** One error and the ones it wraps: Drizzle puts the driver's error in `cause`. */
export type ErrorLink = { code?: unknown; query?: unknown; constraint_name?: unknown; cause?: unknown };

export function chainOf(error: unknown): ErrorLink[] {
  const links: ErrorLink[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && links.length < 10 && !links.includes(current as ErrorLink)) {
    links.push(current as ErrorLink);
    current = (current as ErrorLink).cause;
  }
  return links;
}

/** True when the error, or one it wraps, is the database's SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  return chainOf(error).some((link) => link.code === code);
}
