import { useRef, useState, type KeyboardEvent } from 'react';
import type { ReportStatus } from '../../../../core/report-lists';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useUpdateReportStatus } from '../api/update-report-status';
import { STATUS_OPTIONS, statusView } from '../report-view';

// Keys with which a closed native select steps through its options, firing a change per step.
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

// Spec 4: choosing a status saves it at once; the row shows it before the server answers. A
// choice from the picker saves; stepping with the arrow keys only shows the step, and the
// status is saved once, on Enter or on leaving the field (issue 31.10).
export function ReportStatusSelect({ reportId, reportStatus }: { reportId: string; reportStatus: unknown }) {
  const update = useUpdateReportStatus();
  const current = statusView(reportStatus).status;
  const [draft, setDraft] = useState<ReportStatus | null>(null);
  const isKeyStep = useRef(false);

  const save = (next: ReportStatus) => {
    setDraft(null);
    if (next === current) return;
    update.mutate(
      { reportId, reportStatus: next },
      {
        onSuccess: () => toast.success(`Status berhasil diubah menjadi ${statusView(next).label}!`),
        onError: () => toast.error('Gagal memperbarui status laporan!'),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    isKeyStep.current = STEP_KEYS.has(event.key) || event.key.length === 1;
    if (event.key === 'Enter' && draft !== null) {
      event.preventDefault();
      save(draft);
    }
  };

  return (
    <div className="w-48">
      <Select
        aria-label={`Ubah status ${reportId}`}
        options={STATUS_OPTIONS}
        value={draft ?? current}
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          isKeyStep.current = false;
        }}
        onChange={(event) => {
          const next = event.target.value as ReportStatus;
          if (isKeyStep.current) setDraft(next);
          else save(next);
          isKeyStep.current = false;
        }}
        onBlur={() => {
          if (draft !== null) save(draft);
        }}
      />
    </div>
  );
}
