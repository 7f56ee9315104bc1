import { useState } from 'react';
import { adminTable } from '../../../components/admin/admin-table';
import { inputClass } from '../../../components/ui/field';
import { useProblemSearch, type TFoundProblem } from '../api/search-problems';
import { refusalOf } from '../tryout-error-messages';

/**
 * Published problems by code or text, each with 'Tambah' (into the section the search was
 * opened for); one already in the tryout says so. Enter searches; Escape closes.
 */
export function ProblemSearch({ sectionName, usedIds, isFull, onAdd, onClose }: { sectionName: string; usedIds: Set<string>; isFull: boolean; onAdd: (problem: TFoundProblem) => void; onClose: () => void }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ q: '', page: '1' });
  const query = useProblemSearch(search);
  const page = Number(search.page);
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <div className="mt-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-3" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div role="search" className="flex flex-wrap items-center gap-2">
        <label htmlFor={`search-${sectionName}`} className="sr-only">
          Cari soal untuk {sectionName}
        </label>
        <input
          id={`search-${sectionName}`}
          type="search"
          autoFocus
          value={draft}
          placeholder="Cari kode atau teks soal"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setSearch({ q: draft.trim(), page: '1' });
          }}
          className={`${inputClass(false)} min-h-10 max-w-md py-1.5`}
        />
        <button type="button" className={adminTable.textButton} onClick={() => setSearch({ q: draft.trim(), page: '1' })}>
          Cari
        </button>
        <button type="button" className={adminTable.textButton} onClick={onClose}>
          Tutup
        </button>
      </div>
      {query.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Memuat soal...</p>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Gagal memuat soal: {refusalOf(query.error).message}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Tidak ada soal terbit yang cocok.</p>
      ) : (
        <ul aria-label={`Hasil pencarian soal untuk ${sectionName}`} aria-busy={query.isPlaceholderData} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {query.data.items.map((problem) => {
            const isUsed = usedIds.has(problem.problemId);
            return (
              <li key={problem.problemId} className="flex items-center gap-3 px-3 py-1.5">
                <span className="w-28 shrink-0 font-mono text-xs text-slate-600">{problem.problemId}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-slate-900">{problem.preview}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {problem.path.topicName} › {problem.path.subtopicName}
                  </span>
                </span>
                {isUsed ? (
                  <span className="text-xs font-medium text-slate-500">Sudah di tryout</span>
                ) : (
                  <button type="button" className={adminTable.textButton} disabled={isFull} onClick={() => onAdd(problem)} aria-label={`Tambah ${problem.problemId} ke ${sectionName}`}>
                    Tambah
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="mt-2 flex items-center gap-2 text-sm">
          <button type="button" className={adminTable.textButton} disabled={page <= 1} onClick={() => setSearch({ ...search, page: String(page - 1) })}>
            Sebelumnya
          </button>
          <span className="text-slate-600">
            Halaman {page} dari {pageCount}
          </span>
          <button type="button" className={adminTable.textButton} disabled={page >= pageCount} onClick={() => setSearch({ ...search, page: String(page + 1) })}>
            Berikutnya
          </button>
        </div>
      ) : null}
    </div>
  );
}
