import { QUESTION_PHOTO_DELETED_TEXT } from '../../../../core/question-status';
import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import { QuestionStatusBadge } from '../../../components/question-status-badge';
import type { TAdminUserQuestion } from '../api/get-user-questions';
import { questionTime, reporterLabel } from '../question-view';

const COLUMNS: TAdminColumn[] = [
  { label: 'ID' },
  { label: 'Waktu' },
  { label: 'Email Pelapor' },
  { label: 'Status' },
  { label: 'Gambar' },
  { label: 'Aksi', className: 'text-right' },
];

type QuestionsTableProps = {
  questions: TAdminUserQuestion[];
  isFiltered: boolean;
  onEdit: (question: TAdminUserQuestion) => void;
};

export function QuestionsTable({ questions, isFiltered, onEdit }: QuestionsTableProps) {
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {questions.length === 0 ? (
            <tr>
              <td colSpan={6} className={adminTable.empty}>
                {isFiltered ? 'Tidak ada pertanyaan dengan status ini.' : 'Belum ada pertanyaan dari pengguna.'}
              </td>
            </tr>
          ) : (
            questions.map((question) => (
              <tr key={question.userQuestionId} className={adminTable.row}>
                <th scope="row" className={`${adminTable.cell} whitespace-nowrap font-mono text-xs font-semibold text-slate-900`}>
                  {question.userQuestionId}
                </th>
                <td className={`${adminTable.cell} whitespace-nowrap text-slate-600`}>
                  <time dateTime={question.createdAt}>{questionTime(question.createdAt)}</time>
                </td>
                <td className={`${adminTable.cell} max-w-64 [overflow-wrap:anywhere]`} data-card-wide>
                  {question.reporterEmail ?? <span className="italic text-slate-500">{reporterLabel(null)}</span>}
                </td>
                <td className={adminTable.cell}>
                  <QuestionStatusBadge status={question.status} />
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap`}>
                  {question.imageUrl ? (
                    <a href={question.imageUrl} target="_blank" rel="noopener" className={adminTable.textButton} aria-label={`Lihat gambar ${question.userQuestionId} (tab baru)`}>
                      Lihat Gambar
                    </a>
                  ) : (
                    <span className="italic text-slate-500">{QUESTION_PHOTO_DELETED_TEXT}</span>
                  )}
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap text-right`}>
                  <button type="button" className={adminTable.textButton} aria-label={`Edit ${question.userQuestionId}`} onClick={() => onEdit(question)}>
                    Edit
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
