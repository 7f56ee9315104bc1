import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, UPLOAD_TIMEOUT } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

// The route reads the multipart body itself (one image, checked by its bytes), so the form
// travels as the request body; the browser sets its boundary.
export function uploadQuestion(image: File, key?: string) {
  const form = new FormData();
  form.append('image', image);
  return callApi((options) => api.questions.$post({}, { ...options, headers: idempotencyHeaders(key), init: { ...options.init, body: form } }), UPLOAD_TIMEOUT);
}

export function useUploadQuestion() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (image: File) => uploadQuestion(image, key.current()),
    onSettled: key.settled,
    onSuccess: () => {
      // Not awaited: the form resets at once and the list catches up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions });
      // The dashboard counts questions by status.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
    },
  });
}
