import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';

const previewRoute = api.admin.preview;

export type TPreviewRequest = InferRequestType<typeof previewRoute.$post>['json'];
export type TPreview = InferResponseType<typeof previewRoute.$post, 200>;
export type TPreviewWarning = TPreview['warnings'][number];

// Not a React Query mutation: the preview hook debounces and cancels stale requests itself.
export function previewProblem(request: TPreviewRequest, signal: AbortSignal) {
  return callApi((options) => previewRoute.$post({ json: request }, options), { signal });
}
