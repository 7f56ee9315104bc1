import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Link } from '../../../lib/router';
import { tryoutPath } from '../../../tryout-paths';
import type { TTryoutSummary } from '../api/get-tryouts';
import { formatTryoutTime } from '../tryout-format';
import { tryoutAction } from '../tryout-state';
import { Badge } from './card';

/** The card's one action: 'Mulai' (on the tryout's page, which asks first), 'Lanjutkan', 'Lihat hasil', or where it stands. */
export function TryoutCardAction({ tryout }: { tryout: TTryoutSummary }) {
  const action = tryoutAction(tryout);
  const wide = 'w-full sm:w-auto';
  switch (action.kind) {
    case 'start':
      return (
        <Link to={tryoutPath.tryout(tryout.id)} className={`${primaryButton} ${wide}`} aria-label={`Mulai ${tryout.title}`}>
          Mulai <span aria-hidden="true">&rarr;</span>
        </Link>
      );
    case 'continue':
      return (
        <Link to={tryoutPath.sitting(tryout.id)} className={`${primaryButton} ${wide}`} aria-label={`Lanjutkan ${tryout.title}`}>
          Lanjutkan <span aria-hidden="true">&rarr;</span>
        </Link>
      );
    case 'result':
      return (
        <Link to={tryoutPath.result(tryout.id)} className={`${primaryButton} ${wide}`} aria-label={`Lihat hasil ${tryout.title}`}>
          Lihat hasil <span aria-hidden="true">&rarr;</span>
        </Link>
      );
    case 'submitted':
      return (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Badge tone="done">Terkirim</Badge>
          <span className="text-sm text-slate-600">Hasil keluar setelah tryout ditutup ({formatTryoutTime(tryout.closesAt)}).</span>
        </div>
      );
    case 'opens-later':
      return (
        <Link to={tryoutPath.tryout(tryout.id)} className={`${secondaryButton} ${wide}`} aria-label={`Lihat ${tryout.title}`}>
          Lihat detail
        </Link>
      );
    case 'missed':
      return <p className="text-sm text-slate-600">Tryout ini sudah ditutup.</p>;
  }
}
