import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import type { QuestionStatus } from '../../../core/question-status';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminPage } from '../../components/admin/admin-page';
import { getErrorMessage } from '../../lib/error-messages';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useUserQuestions, type TAdminUserQuestion } from './api/get-user-questions';
import { ModerationDialog } from './components/moderation-dialog';
import { QuestionsTable } from './components/questions-table';
import { StatusFilter } from './components/status-filter';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters, type TQuestionFilters } from './question-view';

const TITLE = 'Manajemen Pertanyaan User';

export function AdminUserQuestionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const list = useUserQuestions(listQueryFrom(filters));
  const [editing, setEditing] = useState<TAdminUserQuestion | null>(null);
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, 'Gagal memuat pertanyaan!');

  const show = (next: TQuestionFilters) => setSearchParams(searchParamsFromFilters(next));
  const filterBy = (status: QuestionStatus | null) => show({ status, page: 1 });
  const counts = list.data?.counts;
  // The title counts what the chosen filter shows, once it is known.
  const count = counts ? (filters.status ? counts.byStatus[filters.status] : counts.total) : null;

  return (
    <AdminPage title={count === null ? TITLE : `${TITLE} (${count})`} crumbs={[{ label: TITLE }]}>
      <StatusFilter status={filters.status} counts={counts} onChange={filterBy} />
      <AdminListSection
        label="Daftar pertanyaan"
        pageLabel="Halaman daftar pertanyaan"
        list={list}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
        loadingText="Memuat pertanyaan..."
        failureMessage={`Gagal memuat pertanyaan: ${getErrorMessage(list.error)}`}
      >
        {(data) => <QuestionsTable questions={data.questions} isFiltered={filters.status !== null} onEdit={setEditing} />}
      </AdminListSection>
      {editing ? <ModerationDialog key={editing.userQuestionId} question={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
