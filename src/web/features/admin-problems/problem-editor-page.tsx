import { useState } from 'react';
import { Link, useParams, useSearchParams } from '../../lib/router';
import { AdminPage } from '../../components/admin/admin-page';
import { secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { ApiError } from '../../lib/api-client';
import { adminProblemPath } from '../../admin-paths';
import { latsolPath, paths } from '../../routes';
import { useContentTree } from './api/get-content-tree';
import { useAdminProblem, type TAdminProblemResponse } from './api/get-problem';
import { LoadError } from '../../components/admin/load-error';
import { subtopicPathOptions } from './content-tree-options';
import { emptyFormValues, formValuesFromProblem } from './form-values';
import { ProblemEditor } from './problem-editor';
import { problemEditorPath } from './problem-paths';
import { useFailureToast } from '../../lib/use-failure-toast';

const TREE_FAILED = 'Gagal memuat kategori!';
const PROBLEM_FAILED = 'Gagal memuat soal!';

function useSubtopicChoices() {
  const tree = useContentTree();
  useFailureToast(tree.isError ? tree.errorUpdatedAt : 0, TREE_FAILED);
  return { tree, subtopicOptions: subtopicPathOptions(tree.data?.categories ?? []) };
}

function CreateProblem() {
  const [searchParams] = useSearchParams();
  // 'Tambah Soal' from a filtered list starts in that subtopic.
  const [initialValues] = useState(() => emptyFormValues(searchParams.get('subtopicId') ?? ''));
  const { tree, subtopicOptions } = useSubtopicChoices();
  return (
    <AdminPage title="Tambah Soal" crumbs={[{ label: 'Kelola Soal', to: paths.adminProblems }, { label: 'Tambah Soal' }]}>
      {tree.isError ? (
        <div className="mb-4">
          <LoadError message={TREE_FAILED} onRetry={() => tree.refetch()} />
        </div>
      ) : null}
      <ProblemEditor problemId={null} initialValues={initialValues} initialVersion={null} subtopicOptions={subtopicOptions} isTreeLoading={tree.isPending} />
    </AdminPage>
  );
}

function LearnerLink({ page }: { page: TAdminProblemResponse }) {
  const { path, problem } = page;
  return (
    <Link
      to={latsolPath.problem(path.category.categoryId, path.topic.topicId, path.subtopic.subtopicId, problem.problemId)}
      target="_blank"
      rel="noreferrer"
      className={secondaryButton}
    >
      Lihat di halaman siswa ↗
    </Link>
  );
}

function EditProblem({ problemId }: { problemId: string }) {
  const query = useAdminProblem(problemId);
  const { tree, subtopicOptions } = useSubtopicChoices();
  // Bumped to reopen the editor on the newest server copy after an edit conflict.
  const [generation, setGeneration] = useState(0);
  const isNotFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useFailureToast(query.isError && !isNotFound ? query.errorUpdatedAt : 0, PROBLEM_FAILED);
  const title = `Edit Soal ${problemId}`;
  const crumbs = [{ label: 'Kelola Soal', to: paths.adminProblems }, { label: problemId }];

  if (query.isPending) return <LoadingMessage />;
  if (isNotFound) {
    return (
      <PageMessage
        title="Soal tidak ditemukan!"
        action={
          <Link to={paths.adminProblems} className={secondaryButton}>
            Kembali ke daftar soal
          </Link>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <LoadError message={PROBLEM_FAILED} onRetry={() => query.refetch()} />
      </AdminPage>
    );
  }

  const { problem } = query.data;
  return (
    <AdminPage
      title={title}
      crumbs={crumbs}
      actions={
        <>
          {problem.isPublished ? null : (
            <span className="inline-flex min-h-10 items-center rounded-lg border border-amber-400 bg-amber-50 px-3 text-sm font-semibold text-amber-900">Draf</span>
          )}
          <LearnerLink page={query.data} />
          <Link to={adminProblemPath.analytics(problemId)} className={secondaryButton}>
            Analitik soal
          </Link>
          <Link to={`${problemEditorPath.create()}?subtopicId=${encodeURIComponent(problem.subtopicId)}`} className={secondaryButton}>
            + Soal baru di subtopik ini
          </Link>
        </>
      }
    >
      {tree.isError ? (
        <div className="mb-4">
          <LoadError message={TREE_FAILED} onRetry={() => tree.refetch()} />
        </div>
      ) : null}
      <ProblemEditor
        key={`${problemId}:${generation}`}
        problemId={problemId}
        initialValues={formValuesFromProblem(problem)}
        initialVersion={problem.version}
        subtopicOptions={subtopicOptions}
        isTreeLoading={tree.isPending}
        onReloadLatest={() => {
          void query.refetch().then(() => setGeneration((value) => value + 1));
        }}
      />
    </AdminPage>
  );
}

export function ProblemEditorPage() {
  const { problemId } = useParams();
  return problemId ? <EditProblem key={problemId} problemId={problemId} /> : <CreateProblem />;
}
