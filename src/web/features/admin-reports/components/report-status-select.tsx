import type { ReportStatus } from '../../../../core/report-lists';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useUpdateReportStatus } from '../api/update-report-status';
import { STATUS_OPTIONS, statusView } from '../report-view';

// Spec 4: choosing a status saves it at once; the row shows it before the server answers.
export function ReportStatusSelect({ reportId, reportStatus }: { reportId: string; reportStatus: unknown }) {
  const update = useUpdateReportStatus();
  const current = statusView(reportStatus).status;

  const change = (next: ReportStatus) =>
    update.mutate(
      { reportId, reportStatus: next },
      {
        onSuccess: () => toast.success(`Status berhasil diubah menjadi ${statusView(next).label}!`),
        onError: () => toast.error('Gagal memperbarui status laporan!'),
      },
    );

  return (
    <div className="w-48">
      <Select
        aria-label={`Ubah status ${reportId}`}
        options={STATUS_OPTIONS}
        value={current}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as ReportStatus)}
      />
    </div>
  );
}
