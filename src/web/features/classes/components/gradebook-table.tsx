import { Link } from '../../../lib/router';
import { classPath } from '../../../class-paths';
import type { TGradebook } from '../api/get-gradebook';
import { formatDate } from '../class-format';
import { formatAverage, gridCells, GridRow, GridTable } from './grid-cells';

/**
 * Learners (rows, roll-call order) x assignments (columns, oldest due first): each cell a score
 * 0-100, '–' where an assignment has no published problem. An assignment still open shows its
 * score so far in grey, and is not in the learner's average yet. The learner column stays in
 * place while a phone scrolls the grid sideways.
 */
export function GradebookTable({ gradebook }: { gradebook: TGradebook }) {
  const { assignments, learners } = gradebook;
  if (learners.length === 0) return <p className="text-slate-600">Belum ada siswa di kelas ini.</p>;
  if (assignments.length === 0) return <p className="text-slate-600">Belum ada tugas. Buat tugas di halaman kelas, lalu nilainya tampil di sini.</p>;
  const timeZone = gradebook.class.timeZone;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-500">Abu-abu</span>: tugas yang tenggatnya belum lewat (nilai sementara, belum masuk rata-rata).
      </p>
      <GridTable
        label="Nilai per siswa dan tugas"
        caption="Nilai setiap siswa per tugas, 0–100, dengan rata-rata"
        lastHeader="Rata-rata"
        columns={assignments.map((assignment) => (
          <th key={assignment.id} scope="col" className={gridCells.columnHeader}>
            <Link to={classPath.report(assignment.id)} className="line-clamp-3 font-semibold normal-case text-indigo-700 underline-offset-4 hover:underline">
              {assignment.title}
            </Link>
            <span className="block font-normal normal-case text-slate-500">
              {formatDate(assignment.dueAt, timeZone)}
              {assignment.due ? '' : ' · berjalan'}
            </span>
          </th>
        ))}
        footer={
          <tfoot className="border-t-2 border-slate-300 bg-slate-50">
            <tr>
              <th scope="row" className={`${gridCells.stickyCell} bg-slate-50 font-semibold`}>
                Rata-rata kelas
              </th>
              {assignments.map((assignment) => (
                <td key={assignment.id} className={`${gridCells.numberCell} font-semibold`}>
                  {formatAverage(assignment.average)}
                </td>
              ))}
              <td className={gridCells.numberCell} />
            </tr>
          </tfoot>
        }
      >
        {learners.map((learner) => (
          <GridRow key={learner.userId} learner={learner}>
            {learner.scores.map((score, index) => (
              <td key={assignments[index]!.id} className={`${gridCells.numberCell} ${assignments[index]!.due ? '' : 'text-slate-500'}`}>
                {score ?? '–'}
              </td>
            ))}
            <td className={`${gridCells.numberCell} font-semibold`}>{formatAverage(learner.average)}</td>
          </GridRow>
        ))}
      </GridTable>
    </>
  );
}
