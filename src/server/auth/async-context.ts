import { AsyncLocalStorage } from 'node:async_hooks';

// better-auth keeps its request context in AsyncLocalStorage instances it makes on first use and
// keeps on a global of its own. In Node 20 an enabled AsyncLocalStorage hooks every promise the
// whole process makes (async_hooks' promise hooks), whoever makes it: after the first sign-in,
// about 9% of the server's CPU on a signed-in problem page went to them (issue 13,
// bench/README.md, decision 025). They are disabled whenever no call into better-auth is running;
// its next call's run() enables them again, as Node documents for disable().
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

let running = 0;

/** better-auth's AsyncLocalStorage instances (none before its first call). */
export function betterAuthContexts(): AsyncLocalStorage<unknown>[] {
  const context = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[BETTER_AUTH_GLOBAL]?.context;
  return Object.values(context ?? {}).filter((value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage);
}

async function inBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await call();
  } finally {
    running -= 1;
    // Nothing of better-auth's is left waiting once its calls have answered: it awaits its
    // background work (mails) unless told otherwise, which this app does not.
    if (running === 0) for (const storage of betterAuthContexts()) storage.disable();
  }
}

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** `auth` with its handler and every `auth.api` endpoint counted, so better-auth's contexts are released when none runs. */
export function releasingContexts<T extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: T): T {
  const counted = <F extends AsyncFunction>(fn: F): F =>
    new Proxy(fn, { apply: (target, thisArg, args: Parameters<F>) => inBetterAuth(() => Reflect.apply(target, thisArg, args) as ReturnType<F>) });
  const endpoints = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      let endpoint = endpoints.get(name);
      if (!endpoint) endpoints.set(name, (endpoint = counted(value as AsyncFunction)));
      return endpoint;
    },
  });
  const handler = counted(auth.handler);
  return new Proxy(auth, {
    get: (target, name, receiver) => {
      if (name === 'api') return api;
      if (name === 'handler') return handler;
      return Reflect.get(target, name, receiver);
    },
  });
}
