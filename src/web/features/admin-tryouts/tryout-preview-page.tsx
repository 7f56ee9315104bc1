import { useState } from 'react';
import type { TSubmittedAnswer } from '../../../core/problem-shapes';
import { answerDraftFrom } from '../../../problem-types/answer-forms';
import { AdminPage } from '../../components/admin/admin-page';
import { LoadError } from '../../components/admin/load-error';
import { useLazyAnswerFields } from '../../components/answer/answer-fields-context';
import { useParams } from '../../lib/router';
import { adminTryoutPath } from '../../admin-paths';
import { paths } from '../../routes';
import { useTryoutPreview, type TTryoutPreview } from './api/get-tryout-preview';
import { refusalOf } from './tryout-error-messages';

// /admin/tryouts/:tryoutId/pratinjau (issue 36): every section's problems as a learner will see
// them, with the same answer fields (tried here, never saved), in order.

type TPreviewProblem = TTryoutPreview['sections'][number]['problems'][number];

function PreviewProblem({ item }: { item: TPreviewProblem }) {
  const answerFields = useLazyAnswerFields();
  const [draft, setDraft] = useState<TSubmittedAnswer>(() => answerDraftFrom(item.problem.type, undefined));
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center justify-between text-sm text-slate-600">
        <span className="font-semibold text-slate-900">Soal {item.position}</span>
        <span className="font-mono text-xs">{item.problem.problemId}</span>
      </p>
      <div className="math-content question-content mt-2 overflow-x-auto" dangerouslySetInnerHTML={{ __html: item.problem.questionHtml }} />
      <div className="mt-4 border-t border-slate-200 pt-4">
        <answerFields.WhenLoaded fallback={<p className="text-slate-600">Memuat...</p>} problem={item.problem} value={draft} onChange={setDraft} isSolved={false} isReady />
      </div>
    </li>
  );
}

export function TryoutPreviewPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  const query = useTryoutPreview(tryoutId);
  const title = query.data?.tryout.title ?? 'Tryout';
  const crumbs = [{ label: 'Kelola Tryout', to: paths.adminTryouts }, { label: title, to: adminTryoutPath.editor(tryoutId) }, { label: 'Pratinjau' }];
  return (
    <AdminPage title={`Pratinjau: ${title}`} crumbs={crumbs}>
      {query.isPending ? (
        <p className="text-slate-600">Memuat pratinjau...</p>
      ) : query.isError ? (
        <LoadError message={`Gagal memuat pratinjau: ${refusalOf(query.error).message}`} onRetry={() => void query.refetch()} />
      ) : query.data.sections.length === 0 ? (
        <p className="text-slate-600">Tryout ini belum punya bagian.</p>
      ) : (
        <div className="mx-auto max-w-3xl space-y-8">
          <p className="text-sm text-slate-600">Jawaban di pratinjau tidak disimpan.</p>
          {query.data.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={`preview-section-${section.id}`}>
              <h2 id={`preview-section-${section.id}`} className="text-lg font-bold text-slate-900">
                Bagian {index + 1}: {section.name}
              </h2>
              <p className="text-sm text-slate-600">
                {section.problems.length} soal · {Math.round(section.durationSeconds / 60)} menit
              </p>
              <ol className="mt-3 space-y-3">
                {section.problems.map((item) => (
                  <PreviewProblem key={item.problem.problemId} item={item} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
