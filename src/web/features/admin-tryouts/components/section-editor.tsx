import { TRYOUT_SECTION_DURATION_SECONDS, TRYOUT_SECTION_MAX_PROBLEMS, TRYOUT_SECTION_NAME_MAX_LENGTH } from '../../../../core/tryouts';
import { adminTable } from '../../../components/admin/admin-table';
import { TableFrame } from '../../../components/admin/table-frame';
import { moved, type TFormProblem, type TFormSection } from '../tryout-form';
import { ProblemSearch } from './problem-search';

const smallInput = 'block min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 disabled:bg-slate-50 disabled:text-slate-600';

type TProps = {
  section: TFormSection;
  index: number;
  count: number;
  usedIds: Set<string>;
  /** Someone started the tryout: its sections and problems are fixed. */
  isLocked: boolean;
  issues: Map<string, string>;
  isSearching: boolean;
  onSearch: (isOpen: boolean) => void;
  onChange: (section: TFormSection) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function ProblemRow({ problem, index, count, sectionName, isLocked, onMove, onRemove }: { problem: TFormProblem; index: number; count: number; sectionName: string; isLocked: boolean; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <tr className={adminTable.row}>
      <td className={`${adminTable.cell} w-10 text-right tabular-nums text-slate-500`}>{index + 1}</td>
      <td className={`${adminTable.cell} w-32 font-mono text-xs`}>{problem.problemId}</td>
      <td className={adminTable.cell}>
        <span className="line-clamp-2">{problem.questionText}</span>
        {!problem.isPublished ? <span className="text-xs font-semibold text-red-700">Belum terbit</span> : null}
      </td>
      <td className={`${adminTable.cell} text-slate-600`}>{problem.subtopicName}</td>
      <td className={`${adminTable.cell} whitespace-nowrap text-right`}>
        {isLocked ? null : (
          <>
            <button type="button" className={adminTable.iconButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Naikkan ${problem.problemId} di ${sectionName}`}>
              ↑
            </button>{' '}
            <button type="button" className={adminTable.iconButton} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Turunkan ${problem.problemId} di ${sectionName}`}>
              ↓
            </button>{' '}
            <button type="button" className={adminTable.dangerTextButton} onClick={onRemove} aria-label={`Keluarkan ${problem.problemId} dari ${sectionName}`}>
              Keluarkan
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** One section: name, minutes, its problems in order (move, remove), and the search that adds more. */
export function SectionEditor({ section, index, count, usedIds, isLocked, issues, isSearching, onSearch, onChange, onMove, onRemove }: TProps) {
  const label = section.name.trim() || `Bagian ${index + 1}`;
  const issueAt = (field: string) => issues.get(`sections.${index}.${field}`);
  const nameId = `section-${section.key}-name`;
  const minutesId = `section-${section.key}-minutes`;
  const isFull = section.problems.length >= TRYOUT_SECTION_MAX_PROBLEMS;
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-sm font-semibold text-slate-600">Bagian {index + 1}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-800">
            Nama bagian
          </label>
          <input id={nameId} value={section.name} maxLength={TRYOUT_SECTION_NAME_MAX_LENGTH} disabled={isLocked} onChange={(event) => onChange({ ...section, name: event.target.value })} className={`${smallInput} w-full`} aria-invalid={issueAt('name') ? true : undefined} />
          {issueAt('name') ? <p className="mt-1 text-sm text-red-700">{issueAt('name')}</p> : null}
        </div>
        <div>
          <label htmlFor={minutesId} className="mb-1 block text-sm font-medium text-slate-800">
            Durasi (menit)
          </label>
          <input
            id={minutesId}
            type="number"
            inputMode="numeric"
            min={TRYOUT_SECTION_DURATION_SECONDS.min / 60}
            max={TRYOUT_SECTION_DURATION_SECONDS.max / 60}
            value={section.minutes}
            disabled={isLocked}
            onChange={(event) => onChange({ ...section, minutes: event.target.value })}
            className={`${smallInput} w-28`}
            aria-invalid={issueAt('durationSeconds') ? true : undefined}
          />
          {issueAt('durationSeconds') ? <p className="mt-1 text-sm text-red-700">{issueAt('durationSeconds')}</p> : null}
        </div>
        {isLocked ? null : (
          <div className="flex gap-1">
            <button type="button" className={adminTable.iconButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Naikkan bagian ${label}`}>
              ↑
            </button>
            <button type="button" className={adminTable.iconButton} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Turunkan bagian ${label}`}>
              ↓
            </button>
            <button type="button" className={adminTable.dangerTextButton} onClick={onRemove} aria-label={`Hapus bagian ${label}`}>
              Hapus bagian
            </button>
          </div>
        )}
      </div>
      {issueAt('problemIds') ? <p className="mt-2 text-sm text-red-700">{issueAt('problemIds')}</p> : null}
      <div className="mt-3">
        <TableFrame label={`Daftar soal ${label}`}>
          <table className={adminTable.table} aria-label={`Soal ${label}`}>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={`${adminTable.headerCell} text-right`}>#</th>
                <th scope="col" className={adminTable.headerCell}>Kode</th>
                <th scope="col" className={adminTable.headerCell}>Soal</th>
                <th scope="col" className={adminTable.headerCell}>Subtopik</th>
                <th scope="col" className={adminTable.headerCell}><span className="sr-only">Tindakan</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {section.problems.length === 0 ? (
                <tr>
                  <td colSpan={5} className="px-3 py-4 text-center text-sm text-slate-600">
                    Belum ada soal di bagian ini.
                  </td>
                </tr>
              ) : (
                section.problems.map((problem, problemIndex) => (
                  <ProblemRow
                    key={problem.problemId}
                    problem={problem}
                    index={problemIndex}
                    count={section.problems.length}
                    sectionName={label}
                    isLocked={isLocked}
                    onMove={(to) => onChange({ ...section, problems: moved(section.problems, problemIndex, to) })}
                    onRemove={() => onChange({ ...section, problems: section.problems.filter((item) => item.problemId !== problem.problemId) })}
                  />
                ))
              )}
            </tbody>
          </table>
        </TableFrame>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {section.problems.length} soal{isFull ? ` (paling banyak ${TRYOUT_SECTION_MAX_PROBLEMS})` : ''}
      </p>
      {isLocked ? null : isSearching ? (
        <ProblemSearch
          sectionName={label}
          usedIds={usedIds}
          isFull={isFull}
          onClose={() => onSearch(false)}
          onAdd={(found) =>
            onChange({ ...section, problems: [...section.problems, { problemId: found.problemId, questionText: found.preview, subtopicName: found.path.subtopicName, isPublished: true }] })
          }
        />
      ) : (
        <button type="button" className={`${adminTable.textButton} mt-1`} onClick={() => onSearch(true)} aria-label={`Tambah soal ke ${label}`}>
          + Tambah soal
        </button>
      )}
    </fieldset>
  );
}
