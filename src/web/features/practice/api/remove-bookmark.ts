import { apiRequest } from '../../../lib/api-client';

export function removeBookmark(problemId: string): Promise<unknown> {
  return apiRequest(`/bookmarks/${encodeURIComponent(problemId)}`, { method: 'DELETE' });
}
