import { executionAsyncId } from 'node:async_hooks';

// Whether the process's promises are being tracked by async_hooks' promise hooks. When they are,
// every promise gets an async id of its own, so two awaits in a row run under different ids; when
// they are not, both run under the id of what started them. In Node 20 an enabled
// AsyncLocalStorage (better-auth's, React's server renderer's) turned the hooks on for every
// promise of every request; Node 24's AsyncLocalStorage does not use them (decision 039).
export async function promisesTracked(): Promise<boolean> {
  await null;
  const first = executionAsyncId();
  await null;
  return executionAsyncId() !== first;
}
