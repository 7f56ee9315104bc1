import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/error-messages';
import './report-error-messages';
import { toast } from '../../../lib/toast';
import {
  DEFAULT_REPORT_TYPE,
  REPORT_MAX_LENGTH,
  REPORT_MIN_LENGTH,
  REPORT_TYPE_DESCRIPTIONS,
  REPORT_TYPES,
} from '../../../../core/report-lists';
import { useCreateReport } from '../api/create-report';
import { StableLabel } from './stable-label';
import { useSingleFlight } from '../use-single-flight';

type TReportType = (typeof REPORT_TYPES)[number];

const SEND_LABELS = { idle: 'Kirim Laporan', busy: 'Mengirim...' };

type ReportDialogProps = {
  problemId: string;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function ReportDialog({ problemId, trigger, open, onOpenChange }: ReportDialogProps) {
  // Kept outside the dialog's content, so a draft survives closing and reopening it.
  const [reportType, setReportType] = useState<TReportType>(DEFAULT_REPORT_TYPE);
  const [content, setContent] = useState('');
  const createReport = useCreateReport(problemId);
  const flight = useSingleFlight();
  const id = useId();
  const detailId = `${id}-detail`;
  const counterId = `${id}-counter`;
  const trimmedLength = content.trim().length;
  const isTooShort = trimmedLength < REPORT_MIN_LENGTH;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isTooShort) {
      toast.error(`Mohon jelaskan laporan Anda lebih detail (min. ${REPORT_MIN_LENGTH} karakter).`);
      return;
    }
    if (!flight.start()) return;
    try {
      await createReport.mutateAsync({ reportType, reportContent: content });
      toast.success('Laporan berhasil dikirim. Terima kasih!');
      setReportType(DEFAULT_REPORT_TYPE);
      setContent('');
      onOpenChange(false);
    } catch (error) {
      // What was typed stays in the form, ready to send again.
      toast.error(`Gagal mengirim laporan: ${getErrorMessage(error)}`);
    } finally {
      flight.finish();
    }
  };

  return (
    <Dialog title="Laporkan Soal" open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <form onSubmit={onSubmit}>
        <fieldset className="mt-3">
          <legend className="mb-2 font-semibold text-slate-800">Jenis laporan</legend>
          <div className="space-y-2">
            {REPORT_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 px-3.5 py-2 hover:border-indigo-400 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
              >
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={reportType === type}
                  onChange={() => setReportType(type)}
                  className="mt-1 size-5 shrink-0 accent-indigo-700"
                />
                <span>
                  <span className="block font-medium">{type}</span>
                  <span className="block text-sm text-slate-600">{REPORT_TYPE_DESCRIPTIONS[type]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={detailId} className="mt-5 block font-semibold text-slate-800">
          Detail laporan
        </label>
        <textarea
          id={detailId}
          rows={3}
          maxLength={REPORT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-describedby={counterId}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30"
        />
        <p id={counterId} className={`mt-1.5 text-sm ${isTooShort ? 'text-slate-600' : 'text-emerald-700'}`}>
          {trimmedLength}/{REPORT_MAX_LENGTH} karakter (min. {REPORT_MIN_LENGTH})
        </p>
        <div className="mt-5 flex gap-2 sm:justify-end">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            Batal
          </button>
          <button
            type="submit"
            className={`${primaryButton} flex-1 whitespace-nowrap sm:flex-none`}
            disabled={isTooShort || createReport.isPending}
            aria-busy={createReport.isPending}
          >
            <StableLabel shown={createReport.isPending ? 'busy' : 'idle'} labels={SEND_LABELS} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
