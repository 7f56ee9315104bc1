import { TRYOUT_ITEM_WARNINGS } from '../../../core/tryout-admin';
import { AdminPage } from '../../components/admin/admin-page';
import { adminTable } from '../../components/admin/admin-table';
import { TableFrame } from '../../components/admin/table-frame';
import { LoadError } from '../../components/admin/load-error';
import { primaryButton } from '../../components/button-styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { adminTryoutPath, adminProblemPath } from '../../admin-paths';
import { Link } from '../../lib/router';
import { paths } from '../../routes';
import { adminTryoutQueryKeys } from './api/admin-tryout-query-keys';
import { useAdminTryout } from './api/get-admin-tryout';
import { useTryoutJob, type TTryoutJob } from './api/get-tryout-job';
import { useTryoutReport, type TTryoutReport } from './api/get-tryout-report';
import { useRecalibrateTryout } from './api/recalibrate-tryout';
import { Pill } from './components/state-badge';
import { formatWib } from './jakarta-time';
import { refusalOf } from './tryout-error-messages';

// /admin/tryouts/:tryoutId/laporan (issue 36): who sat it and finished, the distribution of the
// latest scores, every item's parameters with its fit warnings, and 'Kalibrasi ulang', which runs
// in the background with its progress shown here.

const WARNING_LABELS: Record<string, string> = {
  'negative-discrimination': 'Daya beda negatif',
  'tiny-discrimination': 'Daya beda sangat kecil',
  'popular-wrong-option': 'Jawaban salah populer',
  'low-correct-rate': 'Jarang dijawab benar',
  'open-report': 'Ada laporan terbuka',
};
const warningText = (warning: string) => (warning in TRYOUT_ITEM_WARNINGS ? TRYOUT_ITEM_WARNINGS[warning as keyof typeof TRYOUT_ITEM_WARNINGS] : warning);
const STAGE_LABELS = { none: 'Belum ada skor', provisional: 'Skor sementara', final: 'Skor akhir' } as const;
const JOB_LABELS = { queued: 'Menunggu giliran', running: 'Berjalan', done: 'Selesai', failed: 'Gagal' } as const;
const KIND_LABELS = { recalibrate: 'Kalibrasi ulang', finalize: 'Skor akhir' } as const;

const decimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 });

function Figures({ report }: { report: TTryoutReport }) {
  const figures = [
    ['Peserta', String(report.participants)],
    ['Mulai', String(report.started)],
    ['Selesai', `${report.finished}${report.participants > 0 ? ` (${percent.format(report.finished / report.participants)})` : ''}`],
    ['Tahap skor', STAGE_LABELS[report.stage]],
    ['Parameter', report.version ? `versi ${report.version.version} · ${formatWib(report.version.createdAt)}` : '–'],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Distribution({ bins }: { bins: TTryoutReport['distribution'] }) {
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <section aria-labelledby="distribution-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="distribution-title" className="font-bold text-slate-900">
        Sebaran skor
      </h2>
      {bins.every((bin) => bin.count === 0) ? (
        <p className="mt-2 text-sm text-slate-600">Belum ada skor.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Banyak peserta per rentang skor</caption>
          <tbody>
            {bins.map((bin) => (
              <tr key={bin.from}>
                <th scope="row" className="w-24 py-0.5 pr-2 text-left font-normal tabular-nums text-slate-600">
                  {bin.from}–{bin.to}
                </th>
                <td className="py-0.5">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-3 rounded-sm bg-indigo-600" style={{ width: `${(bin.count / most) * 100}%`, minWidth: bin.count > 0 ? 4 : 0 }} />
                    <span className="tabular-nums text-slate-800">{bin.count}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function JobPanel({ tryoutId, job }: { tryoutId: string; job: TTryoutJob | null }) {
  const recalibrate = useRecalibrateTryout(tryoutId);
  const isActive = job?.status === 'queued' || job?.status === 'running';
  return (
    <section aria-labelledby="job-title" className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="job-title" className="sr-only">
        Kalibrasi
      </h2>
      <button
        type="button"
        className={primaryButton}
        disabled={isActive || recalibrate.isPending}
        onClick={() => recalibrate.mutate(undefined, { onError: (error) => toast.error(refusalOf(error).message) })}
      >
        Kalibrasi ulang
      </button>
      {job ? (
        <div role="status" className="min-w-64 flex-1 text-sm">
          <p className="font-medium text-slate-900">
            {KIND_LABELS[job.kind]}: {JOB_LABELS[job.status]}
            {isActive ? ` · ${Math.round(job.progress)}%` : ''}
            {job.finishedAt ? ` · ${formatWib(job.finishedAt)}` : ''}
          </p>
          {isActive ? (
            <div className="mt-1 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${Math.round(job.progress)}%` }} />
            </div>
          ) : null}
          {job.message ? <p className="text-slate-600">{job.message}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Kalibrasi berjalan di latar belakang; halaman ini menunjukkan kemajuannya.</p>
      )}
    </section>
  );
}

function ItemTable({ items }: { items: TTryoutReport['items'] }) {
  return (
    <TableFrame label="Parameter soal">
      <table className={adminTable.table}>
        <caption className="sr-only">Parameter soal</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>Bagian</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>#</th>
            <th scope="col" className={adminTable.headerCell}>Soal</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>a (daya beda)</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>b (kesulitan)</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Jawaban</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Benar</th>
            <th scope="col" className={adminTable.headerCell}>Peringatan</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.problemId} className={adminTable.row}>
              <td className={adminTable.cell}>{item.sectionName}</td>
              <td className={`${adminTable.cell} text-right tabular-nums`}>{item.position}</td>
              <th scope="row" className={`${adminTable.cell} whitespace-nowrap font-mono text-xs font-normal`}>
                <Link to={adminProblemPath.analytics(item.problemId)} className="text-indigo-700 underline-offset-4 hover:underline">
                  {item.problemId}
                </Link>{' '}
                <span className="font-sans">{item.difficulty}</span>
                {item.provisional ? (
                  <>
                    {' '}
                    <Pill tone="draft">sementara</Pill>
                  </>
                ) : null}
              </th>
              <td className={`${adminTable.cell} whitespace-nowrap text-right tabular-nums`}>
                {decimal.format(item.a)}
                {item.seA !== null ? <span className="text-slate-500"> ± {decimal.format(item.seA)}</span> : null}
              </td>
              <td className={`${adminTable.cell} whitespace-nowrap text-right tabular-nums`}>
                {decimal.format(item.b)}
                {item.seB !== null ? <span className="text-slate-500"> ± {decimal.format(item.seB)}</span> : null}
              </td>
              <td className={`${adminTable.cell} text-right tabular-nums`}>{item.answers}</td>
              <td className={`${adminTable.cell} text-right tabular-nums`}>{item.correctRate === null ? '–' : percent.format(item.correctRate)}</td>
              <td className={adminTable.cell}>
                <span className="flex flex-wrap gap-1">
                  {item.warnings.map((warning) => (
                    <span key={warning} title={warningText(warning)}>
                      <Pill tone="locked">{WARNING_LABELS[warning] ?? warning}</Pill>
                      <span className="sr-only">: {warningText(warning)}</span>
                    </span>
                  ))}
                  {item.mostChosenWrong ? (
                    <span className="text-xs text-slate-600">
                      Salah terbanyak: {item.mostChosenWrong.answer} ({item.mostChosenWrong.count}×)
                    </span>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function TryoutReportPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  const report = useTryoutReport(tryoutId);
  const job = useTryoutJob(tryoutId);
  const queryClient = useQueryClient();
  const current = job.data?.job ?? report.data?.job ?? null;
  // A job that has just finished changed the parameters and scores: the report is asked for again.
  const lastStatus = useRef(current?.status);
  useEffect(() => {
    if (lastStatus.current && lastStatus.current !== 'done' && current?.status === 'done') void queryClient.invalidateQueries({ queryKey: adminTryoutQueryKeys.report(tryoutId) });
    lastStatus.current = current?.status;
  }, [current?.status, queryClient, tryoutId]);
  const title = useAdminTryout(tryoutId).data?.tryout.title ?? 'Tryout';
  const crumbs = [{ label: 'Kelola Tryout', to: paths.adminTryouts }, { label: title, to: adminTryoutPath.editor(tryoutId) }, { label: 'Laporan' }];
  return (
    <AdminPage title={`Laporan: ${title}`} crumbs={crumbs}>
      {report.isPending ? (
        <p className="text-slate-600">Memuat laporan...</p>
      ) : report.isError ? (
        <LoadError message={`Gagal memuat laporan: ${refusalOf(report.error).message}`} onRetry={() => void report.refetch()} />
      ) : (
        <div className="space-y-4">
          <Figures report={report.data} />
          <JobPanel tryoutId={tryoutId} job={current} />
          <Distribution bins={report.data.distribution} />
          <h2 className="text-lg font-bold text-slate-900">Parameter soal</h2>
          <ItemTable items={report.data.items} />
        </div>
      )}
    </AdminPage>
  );
}
