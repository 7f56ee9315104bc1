import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client';
import { onSessionExpired } from '../../lib/query-client';
import type { TSittingState } from './api/get-sitting';
import { saveAnswer } from './api/save-answer';
import { tryoutQueryKeys } from './api/tryout-query-keys';
import { AnswerSaver, type TSavedValue, type TSaveOutcome } from './answer-saver';
import { keepAnswers } from './kept-answers';

const SECTION_CLOSED = 'TRYOUT_SECTION_CLOSED';

/** A refusal that trying again cannot change (a malformed answer); anything else is tried again. */
const isRefusal = (error: ApiError) => error.status === 400 || error.status === 404 || error.status === 422;

// A 409 that says nothing of the sitting: the save met another change at the same moment (an
// admin's on the tryout, say) and was rolled back whole; sent again, it is taken.
const WRITE_CONFLICT = 'server.write_conflict';

export function outcomeOf(error: unknown): TSaveOutcome {
  if (!(error instanceof ApiError)) return { ok: false, kind: 'failed', code: 'unknown' };
  // Expired, revoked or signed out elsewhere: no save of this session can succeed any more.
  if (error.status === 401) return { ok: false, kind: 'expired', code: error.code };
  if (error.code === WRITE_CONFLICT) return { ok: false, kind: 'failed', code: error.code };
  if (error.code === SECTION_CLOSED || error.status === 409) return { ok: false, kind: 'closed', code: error.code };
  return { ok: false, kind: isRefusal(error) ? 'refused' : 'failed', code: error.code };
}

/** The sitting with one saved answer in it (and the server's time of that save, from which the page's clock offset is taken). */
export function withSaved(state: TSittingState | undefined, problemId: string, value: TSavedValue, serverNow: string): TSittingState | undefined {
  if (!state?.current?.problems.some((item) => item.problemId === problemId)) return state;
  const problems = state.current.problems.map((item) => (item.problemId === problemId ? { ...item, answer: value.answer, flagged: value.flagged } : item));
  return { ...state, serverNow, current: { ...state.current, problems } };
}

type TSaverProps = {
  tryoutId: string;
  userId: string;
  section: { sectionId: string; name: string };
  onClosed: () => void;
  onServerNow: (serverNow: string) => void;
};

/**
 * The section's saver, for as long as the section is on screen; it re-renders the page as saves
 * go. Leaving the section's screen inside the app sends what is waiting, then stops. When the
 * session ends, what is unsaved is kept in this browser for after the login, and the app says the
 * session ended as it does everywhere (the sitting page then asks for a login and comes back).
 */
export function useAnswerSaver({ tryoutId, userId, section, onClosed, onServerNow }: TSaverProps) {
  const queryClient = useQueryClient();
  const [saver] = useState(
    () =>
      new AnswerSaver(async (problemId, value): Promise<TSaveOutcome> => {
        try {
          const saved = await saveAnswer({ tryoutId, problemId, ...value });
          // The cached sitting follows the saves, so coming back to it within the app shows them.
          queryClient.setQueryData<TSittingState>(tryoutQueryKeys.sitting(tryoutId), (state) => withSaved(state, problemId, value, saved.serverNow));
          return { ok: true, serverNow: saved.serverNow };
        } catch (error) {
          return outcomeOf(error);
        }
      }),
  );
  const hasToldSessionEnded = useRef(false);
  useEffect(() => {
    saver.attach();
    return () => saver.detach();
  }, [saver]);
  const { sectionId, name: sectionName } = section;
  useEffect(() => {
    const onSessionEnded = (answers: Record<string, TSavedValue>) => {
      keepAnswers(tryoutId, userId, { sectionId, sectionName, answers });
      if (hasToldSessionEnded.current) return;
      hasToldSessionEnded.current = true;
      onSessionExpired(queryClient);
    };
    saver.setHandlers({ onClosed, onServerNow, onSessionEnded });
  }, [saver, onClosed, onServerNow, tryoutId, userId, sectionId, sectionName, queryClient]);
  useSyncExternalStore(saver.subscribe, saver.getRevision, saver.getRevision);
  useEffect(() => {
    // Closing the tab or reloading with a save on its way or failing: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.hasUnsaved()) event.preventDefault();
    };
    // The connection is back: what failed goes at once, not at its next try.
    const retry = () => saver.retry();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', retry);
    };
  }, [saver]);
  return saver;
}
