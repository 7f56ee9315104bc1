import { AsyncLocalStorage } from 'node:async_hooks';

// React's server renderer for Node (react-dom/server.node) keeps each render's request in an
// AsyncLocalStorage of its own, private to its module. Its first run() enables it for the life of
// the process, and in Node 20 an enabled AsyncLocalStorage hooks every promise the process makes:
// after the first server-rendered page, every API request paid for them too (5.9% of the server's
// busy time on a learner's rendered page; issue 13, decision 027). As with better-auth's
// (decision 025), it is disabled whenever no render is running; React's next run() enables it again.

const reactStorages = new Set<AsyncLocalStorage<unknown>>();
let watching = false;
let rendering = 0;

// React's request: what its renderer puts in its storage, and nothing else does.
const isReactRequest = (store: unknown): boolean =>
  typeof store === 'object' && store !== null && 'resumableState' in store && 'renderState' in store;

/** Finds React's storage by what it stores: installed before the first render. */
export function watchReactStorage(): void {
  if (watching) return;
  watching = true;
  const run = AsyncLocalStorage.prototype.run;
  AsyncLocalStorage.prototype.run = function <R, A extends unknown[]>(this: AsyncLocalStorage<unknown>, store: unknown, callback: (...args: A) => R, ...args: A): R {
    if (isReactRequest(store)) reactStorages.add(this);
    return run.call(this, store, callback, ...args) as R;
  };
}

/** React's storages seen so far (one, after the first render). */
export const reactContexts = (): AsyncLocalStorage<unknown>[] => [...reactStorages];

// React runs its early preloads with the request's storage on a setImmediate it sets when a
// render starts, which may come after the render has finished: the release waits for it.
function release() {
  if (rendering === 0) for (const storage of reactStorages) storage.disable();
}

/** Runs a render, and releases React's storage once no render is running. */
export async function renderReleasingContext<T>(render: () => Promise<T>): Promise<T> {
  rendering += 1;
  try {
    return await render();
  } finally {
    rendering -= 1;
    if (rendering === 0) setImmediate(release);
  }
}
