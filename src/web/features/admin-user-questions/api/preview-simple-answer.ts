import { api, callApi } from '../../../lib/api-client';

// Not a React Query call: the preview debounces typing and cancels stale requests itself.
export function previewSimpleAnswer(text: string, signal: AbortSignal) {
  return callApi((options) => api.admin.preview['simple-answer'].$post({ json: { text } }, options), { signal });
}
