import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams, UPLOAD_TIMEOUT } from '../../../lib/api-client';
import { classQueryKeys } from '../api/class-query-keys';

// Pupils without email (issue 51.3): the class's pupil accounts, a list's preview, their creation
// and a password reset. One file: the calls share a route and a key.

const pupilsRoute = api.classes[':classId'].pupils;
const pupilsKey = (classId: string) => [...classQueryKeys.all, 'pupils', classId] as const;

export type TPupils = InferResponseType<typeof pupilsRoute.$get, 200>;
export type TPupilList = InferResponseType<(typeof pupilsRoute)['preview']['$post'], 200>['list'];
export type TCreatedPupils = InferResponseType<typeof pupilsRoute.$post, 201>;
export type TPupilCard = TCreatedPupils['cards'][number];

export function usePupils(classId: string) {
  return useQuery({
    queryKey: pupilsKey(classId),
    queryFn: ({ signal }) => callApi((options) => pupilsRoute.$get({ param: pathParams({ classId }) }, options), { signal }),
  });
}

export const previewPupilText = (classId: string, text: string) =>
  callApi((options) => pupilsRoute.preview.$post({ param: pathParams({ classId }), json: { text } }, options));

// The file itself is the body: the server reads its bytes (XLSX or CSV), nothing else.
export const previewPupilFile = (classId: string, file: File) =>
  callApi(
    (options) =>
      pupilsRoute['preview-file'].$post(
        { param: pathParams({ classId }) },
        { ...options, init: { ...options.init, method: 'POST', body: file, headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' } } },
      ),
    UPLOAD_TIMEOUT,
  );

export function useCreatePupils(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pupils: { name: string; rollNumber: number | null }[]) =>
      callApi((options) => pupilsRoute.$post({ param: pathParams({ classId }), json: { pupils } }, options), UPLOAD_TIMEOUT),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pupilsKey(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.class(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.gradebook(classId) }),
        queryClient.invalidateQueries({ queryKey: classQueryKeys.teaching }),
      ]),
  });
}

export function useResetPupilPassword(classId: string) {
  return useMutation({
    mutationFn: (userId: string) => callApi((options) => pupilsRoute[':userId'].password.$post({ param: pathParams({ classId, userId }) }, options)),
  });
}
