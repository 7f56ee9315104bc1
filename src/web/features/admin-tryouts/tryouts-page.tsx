import { useId, useState, type FormEvent } from 'react';
import { TRYOUT_TITLE_MAX_LENGTH } from '../../../core/tryouts';
import { AdminPage } from '../../components/admin/admin-page';
import { adminTable } from '../../components/admin/admin-table';
import { TableFrame } from '../../components/admin/table-frame';
import { LoadError } from '../../components/admin/load-error';
import { primaryButton } from '../../components/button-styles';
import { FieldError, inputClass, labelClass } from '../../components/ui/field';
import { Link, useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { adminTryoutPath } from '../../admin-paths';
import { useCreateTryout } from './api/create-tryout';
import { useAdminTryouts, type TAdminTryoutRow } from './api/get-admin-tryouts';
import { StateBadge } from './components/state-badge';
import { formatWib, fromWibInput, toWibInput } from './jakarta-time';
import { refusalOf } from './tryout-error-messages';

// /admin/tryouts (issue 36): every tryout with its state, window, size and how many sat it, and
// 'Buat Tryout' (a draft with a title and a window; sections are added in its editor).

function CreateForm() {
  const create = useCreateTryout();
  const navigate = useNavigate();
  const id = useId();
  const [title, setTitle] = useState('');
  // A week from tomorrow 07.00 WIB, as a starting point.
  const [opensAt, setOpensAt] = useState(() => `${toWibInput(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 10)}T07:00`);
  const [closesAt, setClosesAt] = useState(() => `${toWibInput(new Date(Date.now() + 8 * 86_400_000).toISOString()).slice(0, 10)}T21:00`);
  const [issues, setIssues] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const opens = fromWibInput(opensAt);
    const closes = fromWibInput(closesAt);
    const local: Record<string, string> = {};
    if (title.trim() === '') local.title = 'Judul wajib diisi.';
    if (!opens) local.opensAt = 'Isi tanggal dan jam buka.';
    if (!closes) local.closesAt = 'Isi tanggal dan jam tutup.';
    setIssues(local);
    if (Object.keys(local).length > 0 || !opens || !closes) return;
    create.mutate(
      { title: title.trim(), opensAt: opens, closesAt: closes },
      {
        onSuccess: ({ tryout }) => {
          toast.success('Tryout dibuat. Tambahkan bagian dan soalnya.');
          navigate(adminTryoutPath.editor(tryout.id));
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          setIssues(Object.fromEntries(refusal.issues.map((issue) => [issue.path, issue.message])));
          toast.error(refusal.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Buat Tryout
      </h2>
      <div className="mt-3 grid gap-3 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Judul
          </label>
          <input id={`${id}-name`} value={title} maxLength={TRYOUT_TITLE_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} className={inputClass(Boolean(issues.title))} aria-invalid={issues.title ? true : undefined} aria-describedby={issues.title ? `${id}-name-error` : undefined} />
          <FieldError id={`${id}-name-error`} message={issues.title} />
        </div>
        <div>
          <label htmlFor={`${id}-opens`} className={labelClass}>
            Dibuka (WIB)
          </label>
          <input id={`${id}-opens`} type="datetime-local" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} className={inputClass(Boolean(issues.opensAt))} aria-describedby={issues.opensAt ? `${id}-opens-error` : undefined} />
          <FieldError id={`${id}-opens-error`} message={issues.opensAt} />
        </div>
        <div>
          <label htmlFor={`${id}-closes`} className={labelClass}>
            Ditutup (WIB)
          </label>
          <input id={`${id}-closes`} type="datetime-local" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} className={inputClass(Boolean(issues.closesAt))} aria-describedby={issues.closesAt ? `${id}-closes-error` : undefined} />
          <FieldError id={`${id}-closes-error`} message={issues.closesAt} />
        </div>
        <button type="submit" className={`${primaryButton} lg:mt-8`} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Membuat...' : 'Buat Tryout'}
        </button>
      </div>
    </form>
  );
}

function TryoutRow({ tryout }: { tryout: TAdminTryoutRow }) {
  return (
    <tr className={adminTable.row}>
      <th scope="row" className={`${adminTable.cell} font-semibold`}>
        <Link to={adminTryoutPath.editor(tryout.id)} className="text-indigo-700 underline-offset-4 hover:underline">
          {tryout.title}
        </Link>
      </th>
      <td className={adminTable.cell}>
        <StateBadge state={tryout.state} locked={tryout.locked} />
      </td>
      <td className={`${adminTable.cell} whitespace-nowrap`}>
        {formatWib(tryout.opensAt)}
        <br />
        <span className="text-slate-500">s.d.</span> {formatWib(tryout.closesAt)}
      </td>
      <td className={`${adminTable.cell} whitespace-nowrap text-right tabular-nums`}>
        {tryout.sectionCount} / {tryout.problemCount}
      </td>
      <td className={`${adminTable.cell} whitespace-nowrap text-right tabular-nums`}>
        {tryout.finished} / {tryout.participants}
      </td>
      <td className={`${adminTable.cell} whitespace-nowrap`}>
        <Link to={adminTryoutPath.preview(tryout.id)} className={adminTable.textButton} aria-label={`Pratinjau ${tryout.title}`}>
          Pratinjau
        </Link>
        <Link to={adminTryoutPath.report(tryout.id)} className={adminTable.textButton} aria-label={`Laporan ${tryout.title}`}>
          Laporan
        </Link>
      </td>
    </tr>
  );
}

function TryoutTable() {
  const query = useAdminTryouts();
  if (query.isPending) return <p className="text-slate-600">Memuat tryout...</p>;
  if (query.isError) return <LoadError message={`Gagal memuat tryout: ${refusalOf(query.error).message}`} onRetry={() => void query.refetch()} />;
  return (
    <TableFrame label="Daftar tryout">
      <table className={adminTable.table}>
        <caption className="sr-only">Daftar tryout</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>Judul</th>
            <th scope="col" className={adminTable.headerCell}>Status</th>
            <th scope="col" className={adminTable.headerCell}>Waktu (WIB)</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Bagian / Soal</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Selesai / Peserta</th>
            <th scope="col" className={adminTable.headerCell}><span className="sr-only">Tindakan</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {query.data.tryouts.length === 0 ? (
            <tr>
              <td colSpan={6} className={adminTable.empty}>
                Belum ada tryout.
              </td>
            </tr>
          ) : (
            query.data.tryouts.map((tryout) => <TryoutRow key={tryout.id} tryout={tryout} />)
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function AdminTryoutsPage() {
  return (
    <AdminPage title="Kelola Tryout" crumbs={[{ label: 'Kelola Tryout' }]}>
      <CreateForm />
      <div className="mt-6">
        <TryoutTable />
      </div>
    </AdminPage>
  );
}
