import { adminTable } from '../../../components/admin/admin-table';
import { TableFrame } from '../../../components/admin/table-frame';
import { Link } from '../../../lib/router';
import { latsolPath } from '../../../routes';
import type { TReport } from '../api/get-report';
import { LEARNER_STATUS_LABELS } from '../../../../core/assignments';
import { formatDateTime, formatRate } from '../class-format';
import { Badge } from './badge';

type TLearnerRow = TReport['learners'][number];
type TProblemRow = TReport['problems'][number];

const STATUS_TONES = { solved: 'done', attempted: 'info', not_started: 'closed' } as const;

// Long headers wrap (the numbers below them are short); a phone scrolls the table sideways.
const headerCell = (align: 'left' | 'right' = 'left') => `${adminTable.headerCell} ${align === 'right' ? 'text-right' : ''} align-bottom`;
const numberCell = `${adminTable.cell} text-right tabular-nums`;

/** Per learner: status, problems done, attempts, first-try correct, when finished, late. */
export function LearnersTable({ learners, timeZone }: { learners: TLearnerRow[]; timeZone: string }) {
  if (learners.length === 0) return <p className="text-slate-600">Belum ada siswa di kelas ini.</p>;
  return (
    <TableFrame label="Hasil per siswa">
      <table className={adminTable.table} aria-label="Hasil per siswa">
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={headerCell()}>Nama</th>
            <th scope="col" className={headerCell()}>Status</th>
            <th scope="col" className={headerCell('right')}>Soal selesai</th>
            <th scope="col" className={headerCell('right')}>Percobaan</th>
            <th scope="col" className={headerCell('right')}>Benar di percobaan pertama</th>
            <th scope="col" className={headerCell()}>Selesai pada</th>
            <th scope="col" className={headerCell()}>Terlambat</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {learners.map((learner) => (
            <tr key={learner.userId} className={adminTable.row}>
              <th scope="row" className={`${adminTable.cell} min-w-44 max-w-60 font-semibold`}>
                <span className="block [overflow-wrap:anywhere]">
                  {learner.rollNumber === null ? '' : `${learner.rollNumber}. `}
                  {learner.name}
                </span>
                {learner.email ? <span className="block text-xs font-normal text-slate-500 [overflow-wrap:anywhere]">{learner.email}</span> : null}
              </th>
              <td className={adminTable.cell}>
                <Badge tone={STATUS_TONES[learner.status]}>{LEARNER_STATUS_LABELS[learner.status]}</Badge>
              </td>
              <td className={numberCell}>
                {learner.solved}/{learner.total}
              </td>
              <td className={numberCell}>{learner.attempts}</td>
              <td className={numberCell}>{learner.firstTryCorrect}</td>
              <td className={`${adminTable.cell} whitespace-nowrap`}>{learner.finishedAt ? formatDateTime(learner.finishedAt, timeZone) : '–'}</td>
              <td className={adminTable.cell}>{learner.late ? <Badge tone="late">Terlambat</Badge> : 'Tidak'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ProblemLink({ problem }: { problem: TProblemRow }) {
  const { categoryId, topicId, subtopicId } = problem.path;
  const label = `Soal ${problem.position}`;
  if (!problem.published) return <span>{label}</span>;
  return (
    <Link to={latsolPath.problem(categoryId, topicId, subtopicId, problem.problemId)} target="_blank" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
      {label}
    </Link>
  );
}

/** Per problem: the class's first-try rate, how many solved it, and the commonest wrong answers. */
export function ProblemsTable({ problems }: { problems: TProblemRow[] }) {
  return (
    <TableFrame label="Hasil per soal">
      <table className={adminTable.table} aria-label="Hasil per soal">
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={headerCell()}>Soal</th>
            <th scope="col" className={headerCell('right')}>Benar di percobaan pertama</th>
            <th scope="col" className={headerCell('right')}>Selesai / mencoba</th>
            <th scope="col" className={headerCell()}>Jawaban salah terbanyak</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {problems.map((problem) => (
            <tr key={problem.problemId} className={adminTable.row}>
              <th scope="row" className={`${adminTable.cell} whitespace-nowrap font-normal`}>
                <ProblemLink problem={problem} />{' '}
                <span className="ml-1 font-mono text-xs text-slate-500">{problem.problemId}</span>
                {problem.published ? null : (
                  <>
                    {' '}
                    <span className="ml-1">
                      <Badge tone="closed">Tidak terbit</Badge>
                    </span>
                  </>
                )}
              </th>
              <td className={numberCell}>{formatRate(problem.firstTryRate)}</td>
              <td className={numberCell}>
                {problem.solvedCount}/{problem.learnersAttempted}
              </td>
              <td className={adminTable.cell}>
                {problem.topWrongAnswers.length === 0 ? (
                  '–'
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {problem.topWrongAnswers.map((wrong) => (
                      <li key={wrong.answer} className="rounded-md bg-red-50 px-2 py-0.5 font-mono text-red-800 ring-1 ring-inset ring-red-200">
                        {wrong.answer} ({wrong.count})
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
