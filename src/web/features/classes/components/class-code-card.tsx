import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useArchiveClass } from '../api/archive-class';
import type { TClassDetail } from '../api/get-class';
import { useRotateCode } from '../api/rotate-code';
import { cardClass } from './card';

type TClass = TClassDetail['class'];

// Quieter than a filled red button: archiving is rare, and asks first.
const outlineDangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-5 py-2.5 text-base font-semibold text-red-700 transition-colors hover:bg-red-50 active:bg-red-100';

/** The join link as pasted into WhatsApp: the address this app is served from. */
const joinUrl = (joinPath: string) => `${window.location.origin}${joinPath}`;

const whatsAppUrl = (item: TClass) =>
  `https://wa.me/?text=${encodeURIComponent(`Gabung ke kelas ${item.name} di Latihan Soal Matematika: ${joinUrl(item.joinPath)} (kode: ${item.code})`)}`;

async function copyLink(item: TClass) {
  try {
    await navigator.clipboard.writeText(joinUrl(item.joinPath));
    toast.success('Tautan disalin!');
  } catch {
    toast.error('Gagal menyalin tautan. Salin dari kotak di atas.');
  }
}

/** The code in large type, the link with 'Salin Tautan' and 'Bagikan ke WhatsApp', and the class's own actions. */
export function ClassCodeCard({ item }: { item: TClass }) {
  const rotate = useRotateCode(item.id);
  const archive = useArchiveClass(item.id);
  return (
    <section aria-labelledby="class-code-title" className={cardClass}>
      <h2 id="class-code-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Kode Kelas
      </h2>
      <p className="mt-1 font-mono text-4xl font-bold tracking-[0.2em] text-slate-900 sm:text-5xl" aria-label={`Kode kelas ${item.code.split('').join(' ')}`}>
        {item.code}
      </p>
      <label htmlFor="class-join-link" className="mt-4 block text-sm font-medium text-slate-700">
        Tautan gabung
      </label>
      <input
        id="class-join-link"
        readOnly
        value={joinUrl(item.joinPath)}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
      />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className={primaryButton} onClick={() => void copyLink(item)}>
          Salin Tautan
        </button>
        <a href={whatsAppUrl(item)} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
          Bagikan ke WhatsApp
        </a>
      </div>
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
        <LazyConfirmDialog
          title="Ganti kode kelas?"
          description="Kode dan tautan lama langsung tidak berlaku. Siswa yang sudah bergabung tetap di kelas, dan siswa yang pernah Anda keluarkan bisa bergabung lagi dengan kode baru."
          confirmLabel="Ganti Kode"
          pendingLabel="Mengganti..."
          onConfirm={() =>
            rotate.mutateAsync(undefined, {
              onSuccess: () => toast.success('Kode kelas diganti!'),
              onError: (error) => toast.error(`Gagal mengganti kode: ${getErrorMessage(error)}`),
            })
          }
          trigger={
            <button type="button" className={secondaryButton}>
              Ganti Kode
            </button>
          }
        />
        <LazyConfirmDialog
          title="Arsipkan kelas ini?"
          description="Kode tidak berlaku lagi, siswa tidak lagi melihat kelas dan tugasnya, dan data siswa tidak ditampilkan di sini. Arsip tidak bisa dibatalkan."
          confirmLabel="Arsipkan Kelas"
          pendingLabel="Mengarsipkan..."
          destructive
          onConfirm={() =>
            archive.mutateAsync(undefined, {
              onSuccess: () => toast.success('Kelas diarsipkan.'),
              onError: (error) => toast.error(`Gagal mengarsipkan kelas: ${getErrorMessage(error)}`),
            })
          }
          trigger={
            <button type="button" className={outlineDangerButton}>
              Arsipkan Kelas
            </button>
          }
        />
      </div>
    </section>
  );
}
