import { api, callApi } from '../../../lib/api-client';

export function addBookmark(problemId: string) {
  return callApi((options) => api.bookmarks.$post({ json: { problemId } }, options));
}
