import { formatRate } from '../../../../core/item-analytics';
import { adminTable } from '../../../components/admin/admin-table';
import { formatCount } from '../../../lib/number-format';
import type { TAnalyticsPeriod } from '../api/get-problem-analytics';
import { ShareBar } from './share-bar';

type WrongAnswersTableProps = { wrongAnswers: TAnalyticsPeriod['wrongAnswers']; caption: string };

// The answer as typed: spaces count when grading (answers are not trimmed), so they are kept.
export function WrongAnswersTable({ wrongAnswers, caption }: WrongAnswersTableProps) {
  if (wrongAnswers.top.length === 0) return <p className="py-4 text-slate-600">Belum ada jawaban salah.</p>;
  return (
    <div className={`${adminTable.wrapper} mt-3`}>
      <table className={adminTable.table}>
        <caption className="px-3 py-2 text-left text-sm text-slate-600">{caption}</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>
              Jawaban
            </th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>
              Jumlah
            </th>
            <th scope="col" className={`${adminTable.headerCell} w-1/3`}>
              Porsi
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {wrongAnswers.top.map((wrong) => (
            <tr key={wrong.answer} className="h-11">
              <th scope="row" className={`${adminTable.cell} font-normal`}>
                <code className="whitespace-pre-wrap break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">{wrong.answer}</code>
              </th>
              <td className={`${adminTable.cell} text-right font-semibold tabular-nums`}>{formatCount(wrong.count)}</td>
              <td className={adminTable.cell}>
                <span className="flex items-center gap-2">
                  <span className="w-14 shrink-0 text-right tabular-nums">{formatRate(wrong.share)}</span>
                  <ShareBar share={wrong.share} className="bg-red-600" />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
