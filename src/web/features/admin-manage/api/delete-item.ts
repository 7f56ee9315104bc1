import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, pathParams } from '../../../lib/api-client';
import type { TLevel } from '../manage-levels';
import { refreshAfterWrite } from './managed-item';

// Everything below the item goes with it, in one transaction on the server.
export function deleteItem(level: TLevel, id: string) {
  if (level === 'category') {
    return callApi((options) => api.admin.categories[':categoryId'].$delete({ param: pathParams({ categoryId: id }) }, options));
  }
  if (level === 'topic') {
    return callApi((options) => api.admin.topics[':topicId'].$delete({ param: pathParams({ topicId: id }) }, options));
  }
  return callApi((options) => api.admin.subtopics[':subtopicId'].$delete({ param: pathParams({ subtopicId: id }) }, options));
}

export function useDeleteItem(level: TLevel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(level, id),
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
