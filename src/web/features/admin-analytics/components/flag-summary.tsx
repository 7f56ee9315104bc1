import { FLAG_REASON_LABELS, ITEM_ANALYTICS } from '../../../../core/item-analytics';
import { Link } from '../../../lib/router';
import { paths } from '../../../routes';
import type { TProblemAnalytics } from '../api/get-problem-analytics';

type FlagSummaryProps = Pick<TProblemAnalytics, 'flags' | 'openReports'> & { learners: number };

/** Why the problem 'Perlu dicek', first on the page; or that nothing calls for a look. */
export function FlagSummary({ flags, openReports, learners }: FlagSummaryProps) {
  const reportsLink =
    openReports > 0 ? (
      <Link to={paths.adminReports} className="font-semibold text-indigo-800 underline underline-offset-2">
        {`Lihat ${openReports} laporan`}
      </Link>
    ) : null;
  if (flags.length === 0) {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
        {learners < ITEM_ANALYTICS.minLearnersForRates
          ? `Belum perlu dicek: baru ${learners} siswa mencoba (tanda muncul mulai ${ITEM_ANALYTICS.minLearnersForRates} siswa).`
          : 'Tidak ada tanda perlu dicek.'}
      </div>
    );
  }
  return (
    <section aria-labelledby="flag-summary-heading" className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <h2 id="flag-summary-heading" className="font-bold">
        Perlu dicek
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {flags.map((flag) => (
          <li key={flag}>
            {FLAG_REASON_LABELS[flag]}
            {flag === 'open_report' && reportsLink ? <> · {reportsLink}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
