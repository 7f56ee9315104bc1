import { useMutation } from '@tanstack/react-query';
import { api, callApi, UPLOAD_TIMEOUT } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '../../../lib/idempotency-key';

// The route reads the multipart body itself (one image, checked by its bytes).
export function uploadProblemImage(image: File, key?: string) {
  const form = new FormData();
  form.append('image', image);
  return callApi((options) => api.admin.images.$post({}, { ...options, headers: idempotencyHeaders(key), init: { ...options.init, body: form } }), UPLOAD_TIMEOUT);
}

export function useUploadProblemImage() {
  const key = useIdempotencyKey();
  return useMutation({ mutationFn: (image: File) => uploadProblemImage(image, key.current()), onSettled: key.settled });
}
