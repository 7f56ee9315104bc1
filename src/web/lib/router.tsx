import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router as WouterRouter, useParams as useWouterParams } from 'wouter';
import type { THistoryLocation, TNavigationType, TRouterHistory } from './browser-history';

// The app's router: wouter matches routes and draws links (a few KB, where React Router's
// declarative router alone was 12.6 KB of gzipped JavaScript on every learner route), over our
// own history (browser-history.ts: leave guards, entry keys, back/forward undo). The hooks keep
// React Router's names and shapes, so pages read as before: useLocation, useNavigate,
// useNavigationType, useParams, useSearchParams, Link, NavLink, Navigate.
// docs/decisions/011-server-rendering.md

/** Paths are below the basename (/math), as everywhere in the app. */
export type TLocation = THistoryLocation;

type TRouterState = { history: TRouterHistory; basename: string; location: TLocation; action: TNavigationType };

const RouterContext = createContext<TRouterState | null>(null);

function useRouterState(): TRouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('Router hooks need <AppRouter>');
  return state;
}

const withBase = (basename: string, to: string) => (to.startsWith('/') ? `${basename}${to === '/' ? '' : to}` || '/' : to);
const belowBase = (basename: string, pathname: string) =>
  pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;

type TWouterNavigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;
type TWouterLocation = { pathname: string; search: string; navigate: TWouterNavigate };

// wouter asks for the location through these hooks: the browser's own path (it strips the
// basename itself), and navigation through our history.
const WouterLocationContext = createContext<TWouterLocation | null>(null);
const useWouterLocationState = () => {
  const state = useContext(WouterLocationContext);
  if (!state) throw new Error('Router hooks need <AppRouter>');
  return state;
};
function useWouterLocation(): [string, TWouterNavigate] {
  const { pathname, navigate } = useWouterLocationState();
  return [pathname, navigate];
}
const useWouterSearch = () => useWouterLocationState().search.replace(/^\?/, '');

export function AppRouter({ history, basename, children }: { history: TRouterHistory; basename: string; children: ReactNode }) {
  const snapshot = useSyncExternalStore(
    history.listen,
    () => history.location,
    () => history.location,
  );
  const state = useMemo<TRouterState>(() => {
    const { pathname, ...rest } = snapshot;
    return { history, basename, action: history.action, location: { ...rest, pathname: belowBase(basename, pathname) } };
  }, [history, basename, snapshot]);
  const navigate = useCallback<TWouterNavigate>(
    (to, options) => (options?.replace ? history.replace(to, options.state) : history.push(to, options?.state)),
    [history],
  );
  const wouterLocation = useMemo(() => ({ pathname: snapshot.pathname, search: snapshot.search, navigate }), [snapshot, navigate]);
  return (
    <RouterContext value={state}>
      <WouterLocationContext value={wouterLocation}>
        <WouterRouter base={basename} hook={useWouterLocation} searchHook={useWouterSearch}>
          {children}
        </WouterRouter>
      </WouterLocationContext>
    </RouterContext>
  );
}

/** Registers a leave guard (unsaved changes), given paths below the basename; returns its removal. */
export function useHistoryBlock(): (guard: (nextPathname: string) => boolean) => () => void {
  const { history, basename } = useRouterState();
  return useCallback((guard) => history.block((next) => guard(belowBase(basename, next))), [history, basename]);
}

export function useLocation(): TLocation {
  return useRouterState().location;
}

export function useNavigationType(): TNavigationType {
  return useRouterState().action;
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  return useWouterParams() as T;
}

export type TNavigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

export function useNavigate(): TNavigate {
  const { history, basename } = useRouterState();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') return history.go(to);
      const target = withBase(basename, to);
      if (options?.replace) history.replace(target, options.state);
      else history.push(target, options?.state);
    },
    [history, basename],
  );
}

type TSearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: TSearchInit, options?: { replace?: boolean }) => void] {
  const { location } = useRouterState();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (next: TSearchInit, options?: { replace?: boolean }) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [navigate, location.pathname],
  );
  return [searchParams, setSearchParams];
}

type TLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A link inside the app (`to` below the basename); modified clicks and other targets open as the browser would. */
export function Link({ to, replace, state, ...props }: TLinkProps) {
  const { basename } = useRouterState();
  // wouter leaves modified clicks to the browser but takes every plain one in place, whatever
  // the target, so a link to another tab is a plain anchor: no in-app move, no leave guard.
  return props.target && props.target !== '_self' ? (
    <a href={withBase(basename, to)} rel="noopener noreferrer" {...props} />
  ) : (
    <WouterLink to={to} replace={replace} state={state} {...props} />
  );
}

type TNavLinkProps = Omit<TLinkProps, 'className'> & { className?: string | ((state: { isActive: boolean }) => string) };

/** A link that knows it leads to the current section (its path, or a path below it). */
export function NavLink({ to, className, ...props }: TNavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Goes to `to` once rendered in the browser (guards and redirects). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
