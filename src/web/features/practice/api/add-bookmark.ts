import { apiRequest } from '../../../lib/api-client';

export function addBookmark(problemId: string): Promise<unknown> {
  return apiRequest('/bookmarks', { method: 'POST', body: { problemId } });
}
