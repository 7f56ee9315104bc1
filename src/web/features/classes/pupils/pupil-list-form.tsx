import { useRef, useState, type FormEvent } from 'react';
import { PUPIL_IMPORT_MAX } from '../../../../core/pupil-list';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { labelClass } from '../../../components/ui/field';
import { adminTable } from '../../../components/admin/admin-table';
import { getErrorMessage } from '../../../lib/error-messages';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { classPath } from '../../../class-paths';
import { keepCards } from './cards-store';
import { previewPupilFile, previewPupilText, useCreatePupils, type TPupilList } from './pupils-api';

const textareaClass = 'block w-full rounded-xl border border-slate-300 px-3 py-2.5 font-mono text-base text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30';
const FILE_TYPES = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function PreviewTable({ list }: { list: TPupilList }) {
  return (
    <div className={`${adminTable.cardsWrapper} mt-4`}>
      <table className={adminTable.table}>
        <caption className="sr-only">Pratinjau daftar siswa</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>Baris</th>
            <th scope="col" className={adminTable.headerCell}>No. absen</th>
            <th scope="col" className={adminTable.headerCell}>Nama</th>
            <th scope="col" className={adminTable.headerCell}>Keterangan</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.rows.map((row) => (
            <tr key={row.line} className={row.error ? 'bg-red-50' : undefined}>
              <td data-label="Baris" className={adminTable.cell}>
                {row.line}
              </td>
              <td data-label="No. absen" className={adminTable.cell}>
                {row.rollNumber ?? '—'}
              </td>
              <td data-card-wide className={`${adminTable.cell} max-w-64 font-medium [overflow-wrap:anywhere]`}>
                {row.name || '—'}
              </td>
              <td data-card-wide className={adminTable.cell}>
                {row.error ? <span className="font-medium text-red-700">{row.error}</span> : row.note ? <span className="text-amber-800">{row.note}</span> : <span className="text-emerald-700">Siap</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Paste or choose a list, see each row with its message, then make the accounts in one go. */
export function PupilListForm({ classId }: { classId: string }) {
  const [text, setText] = useState('');
  const [list, setList] = useState<TPupilList | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreatePupils(classId);
  const navigate = useNavigate();
  const blocked = list ? list.error !== null || list.rows.some((row) => row.error !== null) : true;

  const check = async (send: () => Promise<{ list: TPupilList }>) => {
    setIsChecking(true);
    try {
      setList((await send()).list);
    } catch (error) {
      setList(null);
      toast.error(getErrorMessage(error));
    } finally {
      setIsChecking(false);
    }
  };

  const onPreviewText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(() => previewPupilText(classId, text));
  };

  const onFile = (file: File | undefined) => {
    if (file) void check(() => previewPupilFile(classId, file));
    if (fileInput.current) fileInput.current.value = '';
  };

  // Once per tap however fast the taps come (the server also refuses the same list twice).
  const onCreate = useSingleFlight(async () => {
    if (!list || blocked) return;
    try {
      const made = await create.mutateAsync(list.rows.map(({ name, rollNumber }) => ({ name, rollNumber })));
      keepCards({ classId, className: made.className, cards: made.cards });
      toast.success(`${made.cards.length} akun siswa dibuat.`);
      navigate(classPath.pupilCards(classId));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });

  return (
    <div>
      <form onSubmit={onPreviewText} noValidate>
        <label htmlFor="pupil-list-text" className={labelClass}>
          Tempel daftar nama siswa
        </label>
        <p id="pupil-list-hint" className="mb-2 text-sm text-slate-600">
          Satu nama per baris, boleh dengan No. absen di depannya (langsung dari Excel atau Google Sheets). Maksimal {PUPIL_IMPORT_MAX} siswa sekali tambah.
        </p>
        <textarea
          id="pupil-list-text"
          aria-describedby="pupil-list-hint"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'1\tAni Lestari\n2\tBudi Santoso'}
          className={textareaClass}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={isChecking || text.trim() === ''}>
            {isChecking ? 'Memeriksa...' : 'Periksa Daftar'}
          </button>
          <span className="text-slate-600">atau</span>
          <label className={`${secondaryButton} cursor-pointer`}>
            Pilih Berkas XLSX/CSV
            <input ref={fileInput} type="file" accept={FILE_TYPES} className="sr-only" onChange={(event) => onFile(event.target.files?.[0])} />
          </label>
        </div>
      </form>
      {list ? (
        <div className="mt-4" aria-live="polite">
          {list.error ? <p className="rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-800">{list.error}</p> : null}
          {list.rows.length > 0 ? <PreviewTable list={list} /> : null}
          {!blocked ? (
            <button type="button" className={`${primaryButton} mt-4 w-full sm:w-auto`} onClick={() => void onCreate()} disabled={create.isPending}>
              {create.isPending ? 'Membuat akun...' : `Buat ${list.rows.length} Akun Siswa`}
            </button>
          ) : list.rows.some((row) => row.error !== null) ? (
            <p className="mt-3 text-slate-700">Perbaiki baris bertanda merah, lalu periksa lagi. Belum ada akun yang dibuat.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
