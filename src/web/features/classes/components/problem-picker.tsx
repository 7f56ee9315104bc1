import { ASSIGNMENT_MAX_PROBLEMS } from '../../../../core/class-messages';
import { useState } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { inputClass } from '../../../components/ui/field';
import { Checkbox } from '../../../components/ui/checkbox';
import { getErrorMessage } from '../../../lib/error-messages';
import { useTeacherProblems, type TTeacherProblem } from '../api/get-teacher-problems';

export type TPickedProblem = Pick<TTeacherProblem, 'problemId' | 'preview'>;

function PathLine({ problem }: { problem: TTeacherProblem }) {
  const { categoryName, topicName, subtopicName } = problem.path;
  return <span className="block text-xs text-slate-500">{`${categoryName} › ${topicName} › ${subtopicName}`}</span>;
}

/** A search over the published problems (the admin list's search), ticking the ones to assign, in the order ticked. */
export function ProblemPicker({ picked, onChange }: { picked: TPickedProblem[]; onChange: (picked: TPickedProblem[]) => void }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ q: '', page: '1' });
  const query = useTeacherProblems(search);
  const pickedIds = new Set(picked.map((problem) => problem.problemId));

  const toggle = (problem: TTeacherProblem, isPicked: boolean) =>
    onChange(isPicked ? [...picked, { problemId: problem.problemId, preview: problem.preview }] : picked.filter((item) => item.problemId !== problem.problemId));

  const runSearch = () => setSearch({ q: draft.trim(), page: '1' });
  const page = Number(search.page);
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="space-y-3">
      {/* Not a <form>: HTML does not allow one inside the assignment's form. */}
      <div role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="problem-search" className="sr-only">
          Cari soal
        </label>
        <input
          id="problem-search"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the assignment form around this box.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            runSearch();
          }}
          placeholder="Cari kode atau teks soal"
          className={`${inputClass(false)} sm:max-w-md`}
        />
        <button type="button" className={secondaryButton} onClick={runSearch}>
          Cari
        </button>
      </div>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {picked.length} soal dipilih{picked.length >= ASSIGNMENT_MAX_PROBLEMS ? ` (paling banyak ${ASSIGNMENT_MAX_PROBLEMS})` : ''}
      </p>
      {query.isPending ? (
        <p className="text-slate-600">Memuat soal...</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Gagal memuat soal: {getErrorMessage(query.error)}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="text-slate-600">Tidak ada soal terbit yang cocok.</p>
      ) : (
        <ul aria-busy={query.isPlaceholderData} className={`divide-y divide-slate-200 rounded-xl border border-slate-200 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {query.data.items.map((problem) => {
            const isPicked = pickedIds.has(problem.problemId);
            return (
              <li key={problem.problemId} className="px-3">
                <Checkbox
                  checked={isPicked}
                  disabled={!isPicked && picked.length >= ASSIGNMENT_MAX_PROBLEMS}
                  onCheckedChange={(checked) => toggle(problem, checked)}
                  label={
                    <>
                      <span className="font-mono text-sm text-slate-600">{problem.problemId}</span> <span className="[overflow-wrap:anywhere]">{problem.preview}</span>
                    </>
                  }
                  description={<PathLine problem={problem} />}
                />
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setSearch({ ...search, page: String(page - 1) })}>
            Sebelumnya
          </button>
          <span className="text-sm text-slate-600">
            Halaman {page} dari {pageCount}
          </span>
          <button type="button" className={secondaryButton} disabled={page >= pageCount} onClick={() => setSearch({ ...search, page: String(page + 1) })}>
            Berikutnya
          </button>
        </div>
      ) : null}
    </div>
  );
}
