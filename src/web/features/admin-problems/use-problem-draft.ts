import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../../lib/local-draft';
import { formValuesFromDraft, isSameFormValues, type TProblemFormValues } from './form-values';

const AUTOSAVE_DELAY_MS = 400;

export type TDraftOffer = { values: TProblemFormValues; savedAt: string; isFromOlderVersion: boolean };

export function problemDraftKey(problemId: string | null): string {
  return `problem:${problemId ?? 'new'}`;
}

function findDraftOffer(key: string, savedValues: TProblemFormValues, baseVersion: number | null): TDraftOffer | null {
  const stored = readLocalDraft<unknown>(key);
  const values = formValuesFromDraft(stored?.values);
  if (!stored || !values) return null;
  if (isSameFormValues(values, savedValues)) {
    clearLocalDraft(key);
    return null;
  }
  const isFromOlderVersion = stored.baseVersion !== null && baseVersion !== null && stored.baseVersion < baseVersion;
  return { values, savedAt: stored.savedAt, isFromOlderVersion };
}

type DraftOptions = {
  form: UseFormReturn<TProblemFormValues>;
  draftKey: string;
  /** The server copy the form is measured against; a form equal to it needs no draft. */
  savedValues: TProblemFormValues;
  baseVersion: number | null;
};

/**
 * No lost edits: what the admin types is kept in this browser a moment later, and a draft that
 * differs from the server copy is offered back when the editor opens.
 */
export function useProblemDraft({ form, draftKey, savedValues, baseVersion }: DraftOptions) {
  const [offer, setOffer] = useState(() => findDraftOffer(draftKey, savedValues, baseVersion));
  const isAutosaving = offer === null;
  const saved = useRef({ values: savedValues, baseVersion });
  const flushRef = useRef<() => void>(() => undefined);
  // The confirmation closes after either answer; only a real 'Buang draf' may clear the draft.
  const isAnswered = useRef(offer === null);

  useEffect(() => {
    saved.current = { values: savedValues, baseVersion };
  }, [savedValues, baseVersion]);

  useEffect(() => {
    // Until the admin answers 'Pulihkan draf?', the stored draft must not be overwritten.
    if (!isAutosaving) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isPending = false;
    let lastWritten: TProblemFormValues | null = null;
    const write = () => {
      clearTimeout(timer);
      if (!isPending) return;
      isPending = false;
      const values = form.getValues();
      if (!isSameFormValues(values, saved.current.values)) {
        writeLocalDraft(draftKey, values, saved.current.baseVersion);
        lastWritten = values;
        return;
      }
      // Back to the server copy: our draft goes, but not one another tab has written since.
      const stored = formValuesFromDraft(readLocalDraft<unknown>(draftKey)?.values);
      if (lastWritten && stored && isSameFormValues(stored, lastWritten)) clearLocalDraft(draftKey);
      lastWritten = null;
    };
    flushRef.current = write;
    const subscription = form.watch(() => {
      isPending = true;
      clearTimeout(timer);
      timer = setTimeout(write, AUTOSAVE_DELAY_MS);
    });
    // A tab closed within the delay still keeps the last keystrokes.
    window.addEventListener('pagehide', write);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', write);
      write();
      flushRef.current = () => undefined;
    };
  }, [form, draftKey, isAutosaving]);

  return {
    offer,
    restore: () => {
      if (!offer || isAnswered.current) return;
      isAnswered.current = true;
      // Measured against the server copy, so the restored form counts as unsaved.
      form.reset(offer.values, { keepDefaultValues: true });
      setOffer(null);
    },
    discard: () => {
      if (isAnswered.current) return;
      isAnswered.current = true;
      clearLocalDraft(draftKey);
      setOffer(null);
    },
    /** Writes what is pending now (before a risky step such as reloading the server copy). */
    flush: () => flushRef.current(),
  };
}
