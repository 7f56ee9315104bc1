import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '../../../../core/report-lists';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import type { TReportList } from './get-reports';

const reportRoute = api.admin.reports[':reportId'];

export function updateReportStatus(reportId: string, reportStatus: ReportStatus) {
  return callApi((options) => reportRoute.$patch({ param: pathParams({ reportId }), json: { reportStatus } }, options));
}

type TStatusChange = { reportId: string; reportStatus: ReportStatus };
type TSnapshot = Array<[readonly unknown[], TReportList | undefined]>;

// Spec 4: the change applies at once. Every cached page shows the new status while the request
// runs and gets its old rows back if it fails; afterwards the lists refetch for the new counts.
export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, reportStatus }: TStatusChange) => updateReportStatus(reportId, reportStatus),
    onMutate: async ({ reportId, reportStatus }): Promise<TSnapshot> => {
      await queryClient.cancelQueries({ queryKey: adminQueryKeys.adminReportsAll });
      const snapshot = queryClient.getQueriesData<TReportList>({ queryKey: adminQueryKeys.adminReportsAll });
      queryClient.setQueriesData<TReportList>({ queryKey: adminQueryKeys.adminReportsAll }, (list) =>
        list && { ...list, reports: list.reports.map((report) => (report.reportId === reportId ? { ...report, reportStatus } : report)) },
      );
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminReportsAll }),
  });
}
