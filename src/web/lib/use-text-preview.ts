import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 400;

export type TTextPreview<T> = { preview: T | null; isStale: boolean };

/**
 * A server rendering of a text as the admin types it: one request after a pause, a newer text
 * cancelling the request for an older one. Empty text, or a failed request, shows nothing.
 */
export function useTextPreview<T>(text: string, render: (text: string, signal: AbortSignal) => Promise<T>): TTextPreview<T> {
  const [debouncedText, setDebouncedText] = useState(text);
  const [shown, setShown] = useState<{ text: string; preview: T } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedText(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (debouncedText.trim() === '') return;
    const controller = new AbortController();
    render(debouncedText, controller.signal).then(
      (preview) => setShown({ text: debouncedText, preview }),
      () => {
        if (!controller.signal.aborted) setShown(null);
      },
    );
    return () => controller.abort();
  }, [debouncedText, render]);

  return { preview: debouncedText.trim() === '' ? null : (shown?.preview ?? null), isStale: shown !== null && shown.text !== text };
}
