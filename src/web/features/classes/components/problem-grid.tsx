import { Popover } from 'radix-ui';
import { useState, type PointerEvent } from 'react';
import { GRID_MARK_LABELS, GRID_MARK_SYMBOLS, type TGridCell, type TGridMark } from '../../../../core/gradebook';
import type { TReport } from '../api/get-report';
import { gridCells, GridRow, GridTable } from './grid-cells';

type TProblem = TReport['problems'][number];

const MARK_STYLES: Record<TGridMark, string> = {
  first_try: 'bg-emerald-100 text-emerald-900',
  retried: 'bg-amber-100 text-amber-900',
  wrong: 'bg-red-100 text-red-900',
  none: 'text-slate-400',
};

const LATE = 'T';

function cellLabel({ mark, late }: TGridCell) {
  return `${GRID_MARK_LABELS[mark]}${late ? ', terlambat' : ''}`;
}

function MarkCell({ cell, problem }: { cell: TGridCell; problem: TProblem }) {
  return (
    <td className="px-1 py-1 text-center align-middle">
      <span title={cellLabel(cell)} className={`inline-flex h-8 min-w-9 items-center justify-center rounded-md px-1 font-semibold ${MARK_STYLES[cell.mark]}`}>
        <span aria-hidden="true">
          {GRID_MARK_SYMBOLS[cell.mark]}
          {cell.late ? <sup className="ml-0.5 text-[0.65rem]">{LATE}</sup> : null}
        </span>
        <span className="sr-only">
          Soal {problem.position}: {cellLabel(cell)}
        </span>
      </span>
    </td>
  );
}

// A problem's column header: its number; hovering (a mouse) or tapping (a phone) shows its question
// as the server rendered it. A problem a tryout holds shows no question (decision 068).
function ProblemHeader({ problem }: { problem: TProblem }) {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hover = (isOpen: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    setHovered(isOpen);
    setOpen(isOpen);
  };
  return (
    <th scope="col" className="px-1 py-2 text-center align-bottom">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            onPointerEnter={hover(true)}
            onPointerLeave={hover(false)}
            // A mouse already opened it by hovering: its click keeps it open (a tap or a key toggles it).
            onClick={(event) => {
              if (hovered) event.preventDefault();
            }}
            className="inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg px-1 font-semibold normal-case text-indigo-700 underline decoration-dotted underline-offset-4 hover:bg-indigo-50"
          >
            <span className="whitespace-nowrap">Soal {problem.position}</span>
            {problem.published ? null : <span className="text-[0.65rem] font-normal text-slate-500">tidak terbit</span>}
            <span className="sr-only">, lihat soal</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={`Soal ${problem.position}`}
            side="bottom"
            align="center"
            collisionPadding={8}
            onPointerEnter={hover(true)}
            onPointerLeave={hover(false)}
            className="z-50 max-h-[60vh] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-left text-sm normal-case text-slate-900 shadow-lg"
          >
            <p className="mb-2 font-mono text-xs text-slate-500">
              Soal {problem.position} · {problem.problemId}
            </p>
            {problem.questionHtml === null ? (
              <p className="text-slate-600">Soal ini sedang dipakai tryout, jadi isinya tidak ditampilkan.</p>
            ) : (
              <div className="math-content overflow-x-auto [overflow-wrap:anywhere]" dangerouslySetInnerHTML={{ __html: problem.questionHtml }} />
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </th>
  );
}

function Legend() {
  return (
    <ul aria-label="Keterangan" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {(Object.keys(GRID_MARK_LABELS) as TGridMark[]).map((mark) => (
        <li key={mark} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-flex h-6 min-w-7 items-center justify-center rounded px-1 font-semibold ${MARK_STYLES[mark]}`}>
            {GRID_MARK_SYMBOLS[mark]}
          </span>
          {GRID_MARK_LABELS[mark]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="font-semibold">
          <sup>{LATE}</sup>
        </span>
        Terlambat (setelah tenggat)
      </li>
    </ul>
  );
}

/** Learners x problems of one assignment, each cell what the learner did, with the score 0-100. */
export function ProblemGrid({ report }: { report: TReport }) {
  const { problems, learners } = report;
  if (learners.length === 0) return <p className="text-slate-600">Belum ada siswa di kelas ini.</p>;
  return (
    <>
      <Legend />
      <GridTable
        label="Rincian per siswa dan soal"
        caption="Hasil setiap siswa per soal, dengan nilai 0–100"
        lastHeader="Nilai"
        columns={problems.map((problem) => (
          <ProblemHeader key={problem.problemId} problem={problem} />
        ))}
      >
        {learners.map((learner) => (
          <GridRow key={learner.userId} learner={learner}>
            {learner.cells.map((cell, index) => (
              <MarkCell key={problems[index]!.problemId} cell={cell} problem={problems[index]!} />
            ))}
            <td className={`${gridCells.numberCell} font-semibold`}>{learner.score ?? '–'}</td>
          </GridRow>
        ))}
      </GridTable>
    </>
  );
}
