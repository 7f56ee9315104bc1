import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './query-keys';
import { announceSessionChange, applySessionChange, listenForSessionChanges, type SessionEvent } from './session-sync';

const learner = { id: 'u1', email: 'siswa@contoh.id', role: 'basic', xpTotal: 40 };

let queryClient: QueryClient;
// Another open tab of the app: the same channel name, a different BroadcastChannel instance.
let otherTab: BroadcastChannel;
let stopListening: () => void = () => {};

function cacheOfSignedInLearner(): void {
  queryClient.setQueryData(queryKeys.me, { user: learner });
  queryClient.setQueryData(queryKeys.dashboard(null), { xpTotal: 40 });
  queryClient.setQueryData(queryKeys.bookmarks, { bookmarks: [{ problemId: 'PR-AAAA1111' }] });
  queryClient.setQueryData(queryKeys.categories, { categories: [] });
}

function isStale(key: readonly unknown[]): boolean {
  return queryClient.getQueryState(key)?.isInvalidated ?? false;
}

beforeEach(() => {
  queryClient = new QueryClient();
  otherTab = new BroadcastChannel('auth');
  cacheOfSignedInLearner();
});

afterEach(() => {
  stopListening();
  stopListening = () => {};
  otherTab.close();
  queryClient.clear();
});

describe('signing in or out in this tab', () => {
  it('after logout the navbar shows a guest at once', async () => {
    await applySessionChange(queryClient, 'signed-out');
    expect(queryClient.getQueryData(queryKeys.me)).toEqual({ user: null });
  });

  it.each([
    ['dashboard', queryKeys.dashboard(null)],
    ['bookmarks', queryKeys.bookmarks],
    ['catalog listings with their progress marks', queryKeys.categories],
  ])('after logout the previous learner’s %s are not shown to the next person', async (_data, key) => {
    await applySessionChange(queryClient, 'signed-out');
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('after login every page asks the server again for the new learner', async () => {
    await applySessionChange(queryClient, 'signed-in');
    expect([queryKeys.me, queryKeys.dashboard(null), queryKeys.bookmarks, queryKeys.categories].map(isStale)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('signing in or out in another tab', () => {
  it('logging out in another tab logs this tab out and clears the learner’s data', async () => {
    stopListening = listenForSessionChanges(queryClient);
    otherTab.postMessage('signed-out' satisfies SessionEvent);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.me)).toEqual({ user: null }));
    expect(queryClient.getQueryData(queryKeys.bookmarks)).toBeUndefined();
  });

  it('logging in in another tab makes this tab fetch the session and progress again', async () => {
    stopListening = listenForSessionChanges(queryClient);
    otherTab.postMessage('signed-in' satisfies SessionEvent);
    await vi.waitFor(() => expect(isStale(queryKeys.me)).toBe(true));
    expect(isStale(queryKeys.dashboard(null))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown word', 'signed-sideways'],
    ['an object', { event: 'signed-out' }],
    ['nothing', null],
  ])('a message that is not a session change (%s) leaves this tab as it is', async (_kind, message) => {
    stopListening = listenForSessionChanges(queryClient);
    otherTab.postMessage(message);
    otherTab.postMessage('signed-in' satisfies SessionEvent);
    await vi.waitFor(() => expect(isStale(queryKeys.me)).toBe(true));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual({ user: learner });
  });

  it('a tab that stopped listening keeps its session when another tab logs out', async () => {
    listenForSessionChanges(queryClient)();
    const delivered = new Promise((resolve) => {
      const witness = new BroadcastChannel('auth');
      witness.addEventListener('message', () => resolve(witness.close()), { once: true });
    });
    otherTab.postMessage('signed-out' satisfies SessionEvent);
    await delivered;
    expect(queryClient.getQueryData(queryKeys.me)).toEqual({ user: learner });
  });
});

describe('telling the other tabs', () => {
  it.each<SessionEvent>(['signed-in', 'signed-out'])('the other open tabs hear about %s from this tab', async (event) => {
    const heard = new Promise((resolve) => otherTab.addEventListener('message', (message) => resolve(message.data), { once: true }));
    announceSessionChange(event);
    await expect(heard).resolves.toBe(event);
  });
});
