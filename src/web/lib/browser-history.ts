// The history the router runs on: the browser's, with leave guards (the admin's unsaved edits),
// or a fixed one for the server's render. Each entry the app pushes carries its index, so a
// back/forward move knows how far it went and can be undone when the user chooses to stay.

export type TNavigationType = 'POP' | 'PUSH' | 'REPLACE';
/** pathname, search and hash are the browser's (with the /math basename). */
export type THistoryLocation = { pathname: string; search: string; hash: string; state: unknown; key: string };
/** Says whether leaving for `nextPathname` (with the basename) must be confirmed first. */
export type TLeaveGuard = (nextPathname: string) => boolean;

export type TRouterHistory = {
  readonly location: THistoryLocation;
  readonly action: TNavigationType;
  listen: (listener: () => void) => () => void;
  push: (to: string, state?: unknown) => void;
  replace: (to: string, state?: unknown) => void;
  go: (delta: number) => void;
  block: (guard: TLeaveGuard) => () => void;
};

type TEntryState = { idx: number; key: string; usr: unknown };

const newKey = () => Math.random().toString(36).slice(2, 10);

export function createBrowserHistory(confirmLeave: () => boolean): TRouterHistory {
  const listeners = new Set<() => void>();
  const guards = new Set<TLeaveGuard>();
  const entryState = () => window.history.state as Partial<TEntryState> | null;

  // The first entry (typed in, or a reload) gets its index now.
  if (typeof entryState()?.idx !== 'number') window.history.replaceState({ idx: 0, key: 'default', usr: null }, '');
  let index = entryState()?.idx ?? 0;
  let action: TNavigationType = 'POP';
  let location = readLocation();
  let isUndoingPop = false;

  function readLocation(): THistoryLocation {
    const { pathname, search, hash } = window.location;
    const state = entryState();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  }
  const notify = () => listeners.forEach((listener) => listener());
  const mayLeaveFor = (nextPathname: string) => ![...guards].some((guard) => guard(nextPathname)) || confirmLeave();
  const pathnameOf = (to: string) => new URL(to, window.location.href).pathname;

  function go(to: string, state: unknown, kind: 'PUSH' | 'REPLACE') {
    if (!mayLeaveFor(pathnameOf(to))) return;
    if (kind === 'PUSH') index += 1;
    const entry: TEntryState = { idx: index, key: newKey(), usr: state ?? null };
    if (kind === 'PUSH') window.history.pushState(entry, '', to);
    else window.history.replaceState(entry, '', to);
    action = kind;
    location = readLocation();
    notify();
  }

  window.addEventListener('popstate', () => {
    const nextIndex = entryState()?.idx;
    if (isUndoingPop) {
      isUndoingPop = false;
      index = nextIndex ?? index;
      return;
    }
    const delta = typeof nextIndex === 'number' ? nextIndex - index : null;
    // The browser has already moved; when the user stays, move back without telling the app.
    if (delta && !mayLeaveFor(window.location.pathname)) {
      isUndoingPop = true;
      window.history.go(-delta);
      return;
    }
    index = nextIndex ?? index;
    action = 'POP';
    location = readLocation();
    notify();
  });

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push: (to, state) => go(to, state, 'PUSH'),
    replace: (to, state) => go(to, state, 'REPLACE'),
    go: (delta) => window.history.go(delta),
    block(guard) {
      guards.add(guard);
      return () => void guards.delete(guard);
    },
  };
}

/** The server renders one location and never moves. */
export function createStaticHistory(url: string): TRouterHistory {
  const { pathname, search, hash } = new URL(url, 'http://ssr.invalid');
  const location: THistoryLocation = { pathname, search, hash, state: null, key: 'default' };
  const unsupported = () => {
    throw new Error('The server render cannot navigate');
  };
  return { location, action: 'POP', listen: () => () => undefined, push: unsupported, replace: unsupported, go: unsupported, block: () => () => undefined };
}
