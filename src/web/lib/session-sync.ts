import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type SessionEvent = 'signed-in' | 'signed-out';

// Opened on first use: the server renders the modules that import this, and must not open one.
let openChannel: BroadcastChannel | undefined;
const channel = () => (typeof BroadcastChannel === 'undefined' ? null : (openChannel ??= new BroadcastChannel('auth')));

function isSessionEvent(value: unknown): value is SessionEvent {
  return value === 'signed-in' || value === 'signed-out';
}

/** Brings the cache in line with a new session state in this tab. */
export async function applySessionChange(queryClient: QueryClient, event: SessionEvent): Promise<void> {
  if (event === 'signed-out') {
    queryClient.setQueryData(queryKeys.me, { user: null });
    // Nothing fetched for the previous user may be shown to the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    // Not awaited: callers navigate away at once, before guards can react to the empty session.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    return;
  }
  // Progress, bookmarks and the like now belong to the signed-in user.
  await queryClient.invalidateQueries();
}

/** Tells the other open tabs; a BroadcastChannel never delivers to its own sender. */
export function announceSessionChange(event: SessionEvent): void {
  channel()?.postMessage(event);
}

export function listenForSessionChanges(queryClient: QueryClient): () => void {
  const opened = channel();
  if (!opened) return () => {};
  const onMessage = (message: MessageEvent<unknown>) => {
    if (isSessionEvent(message.data)) void applySessionChange(queryClient, message.data);
  };
  opened.addEventListener('message', onMessage);
  return () => opened.removeEventListener('message', onMessage);
}
