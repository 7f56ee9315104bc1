import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { PageMessage } from '../../../components/page-message';
import { PageShell } from '../../../components/page-shell';
import { PageTitle } from '../../../components/page-title';
import { RequireUser } from '../../../components/require-user';
import { Link, useParams } from '../../../lib/router';
import { classPath } from '../../../class-paths';
import { BackLink } from '../components/back-link';
import { cardsOf } from './cards-store';
import { PupilCards } from './pupil-cards';

// /kelas/:classId/kartu-siswa: the cards just made, ready to print. Nothing is fetched: the
// passwords exist only in the answer that made them.
function CardsView({ classId }: { classId: string }) {
  const sheet = cardsOf(classId);
  if (!sheet) {
    return (
      <PageMessage
        title="Tidak ada kartu untuk dicetak"
        action={<Link to={classPath.pupils(classId)} className={primaryButton}>Ke Akun Siswa</Link>}
      >
        Kartu hanya tersedia tepat setelah akun dibuat atau password diatur ulang, dan hilang saat halaman dimuat ulang. Untuk kartu baru, atur ulang password siswa.
      </PageMessage>
    );
  }
  return (
    <>
      <BackLink to={classPath.pupils(classId)} label="Akun Siswa" />
      <h1 className="mt-2 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">Kartu Masuk · {sheet.className}</h1>
      <p className="mt-1 text-slate-700">
        {sheet.cards.length} kartu, 10 per lembar A4. Cetak sekarang: password tidak dapat ditampilkan lagi setelah halaman ini ditutup.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          Cetak Kartu
        </button>
        <Link to={classPath.class(classId)} className={secondaryButton}>
          Kembali ke Kelas
        </Link>
      </div>
      <div className="mt-4">
        <PupilCards className={sheet.className} cards={sheet.cards} />
      </div>
    </>
  );
}

export function PupilCardsPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat kelas Anda.">
      {() => (
        <PageShell>
          <PageTitle title="Kartu Masuk Siswa" />
          <CardsView classId={classId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
