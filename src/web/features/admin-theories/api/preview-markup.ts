import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';

const previewRoute = api.admin.preview.markup;

export type TMarkupPreview = InferResponseType<typeof previewRoute.$post, 200>;

// Not a React Query call: the preview debounces typing and cancels stale requests itself.
export function previewMarkup(text: string, signal: AbortSignal) {
  return callApi((options) => previewRoute.$post({ json: { text } }, options), { signal });
}
