import { useMutation } from '@tanstack/react-query';
import { api, callApi, UPLOAD_TIMEOUT } from '../../../lib/api-client';

// The route reads the multipart body itself (one image, checked by its bytes).
export function uploadProblemImage(image: File) {
  const form = new FormData();
  form.append('image', image);
  return callApi((options) => api.admin.images.$post({}, { ...options, init: { ...options.init, body: form } }), UPLOAD_TIMEOUT);
}

export function useUploadProblemImage() {
  return useMutation({ mutationFn: uploadProblemImage });
}
