import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client';
import { saveAnswer } from './api/save-answer';
import { AnswerSaver, type TSaveOutcome } from './answer-saver';

const SECTION_CLOSED = 'TRYOUT_SECTION_CLOSED';

/** A refusal that trying again cannot change (a malformed answer); anything else is tried again. */
const isRefusal = (error: ApiError) => error.status === 400 || error.status === 404 || error.status === 422;

/**
 * The section's saver, for as long as the section is on screen; it re-renders the page as saves
 * go. Leaving the section's screen inside the app sends what is waiting, then stops.
 */
export function useAnswerSaver({ tryoutId, onClosed, onServerNow }: { tryoutId: string; onClosed: () => void; onServerNow: (serverNow: string) => void }) {
  const [saver] = useState(
    () =>
      new AnswerSaver(
        async (problemId, value): Promise<TSaveOutcome> => {
          try {
            const saved = await saveAnswer({ tryoutId, problemId, ...value });
            return { ok: true, serverNow: saved.serverNow };
          } catch (error) {
            if (!(error instanceof ApiError)) return { ok: false, kind: 'failed', code: 'unknown' };
            if (error.code === SECTION_CLOSED || error.status === 409) return { ok: false, kind: 'closed', code: error.code };
            return { ok: false, kind: isRefusal(error) ? 'refused' : 'failed', code: error.code };
          }
        },
      ),
  );
  useEffect(() => {
    saver.attach();
    return () => saver.detach();
  }, [saver]);
  useEffect(() => saver.setHandlers(onClosed, onServerNow), [saver, onClosed, onServerNow]);
  useSyncExternalStore(saver.subscribe, saver.getRevision, saver.getRevision);
  useEffect(() => {
    // Closing the tab or reloading with a save on its way: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);
  return saver;
}
