import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModerationRequest } from '../../../../core/moderation';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

export function moderateQuestion(userQuestionId: string, json: TModerationRequest) {
  const param = pathParams({ userQuestionId });
  return callApi((options) => api.admin['user-questions'][':userQuestionId'].$patch({ param, json }, options));
}

export function useModerateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userQuestionId, moderation }: { userQuestionId: string; moderation: TModerationRequest }) =>
      moderateQuestion(userQuestionId, moderation),
    // Every page and filter of the queue: the question may move between them and the counts change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminUserQuestionsAll }),
  });
}
