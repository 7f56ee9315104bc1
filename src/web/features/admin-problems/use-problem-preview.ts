import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { previewProblem, type TPreview } from './api/preview-problem';
import { previewRequestFromValues, type TProblemFormValues } from './form-values';

const PREVIEW_DEBOUNCE_MS = 500;

export type TPreviewState = { preview: TPreview | null; isLoading: boolean; hasFailed: boolean };

/**
 * Renders the form through the server's learner renderer as the admin types: one request after
 * a pause in typing, the one before it cancelled, none when only a switch changed.
 */
export function useProblemPreview(form: UseFormReturn<TProblemFormValues>): TPreviewState {
  const [state, setState] = useState<TPreviewState>({ preview: null, isLoading: true, hasFailed: false });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let lastRequest = '';

    const render = () => {
      const request = previewRequestFromValues(form.getValues());
      const requestKey = JSON.stringify(request);
      if (requestKey === lastRequest) return;
      lastRequest = requestKey;
      controller?.abort();
      const current = new AbortController();
      controller = current;
      setState((previous) => ({ ...previous, isLoading: true }));
      previewProblem(request, current.signal).then(
        (preview) => {
          if (!current.signal.aborted) setState({ preview, isLoading: false, hasFailed: false });
        },
        () => {
          if (current.signal.aborted) return;
          // Let the next keystroke try the same text again.
          lastRequest = '';
          setState((previous) => ({ ...previous, isLoading: false, hasFailed: true }));
        },
      );
    };

    render();
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(render, PREVIEW_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      controller?.abort();
    };
  }, [form]);

  return state;
}
