/** One problem of the section as the navigator marks it. */
export type TNavigatorMark = { position: number; isAnswered: boolean; isFlagged: boolean };

function markLabel({ position, isAnswered, isFlagged }: TNavigatorMark) {
  return `Soal ${position}, ${isAnswered ? 'sudah dijawab' : 'belum dijawab'}${isFlagged ? ', ragu-ragu' : ''}`;
}

/**
 * The section's problems as numbered buttons (44 px, five to a row on a phone): answered ones
 * filled, 'ragu-ragu' ones amber, the one on screen ringed.
 */
export function ProblemNavigator({ marks, current, onSelect }: { marks: TNavigatorMark[]; current: number; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Daftar soal">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {marks.map((mark, index) => {
          const tone = mark.isFlagged
            ? 'border-amber-500 bg-amber-100 text-amber-900'
            : mark.isAnswered
              ? 'border-indigo-700 bg-indigo-700 text-white'
              : 'border-slate-300 bg-white text-slate-800';
          return (
            <li key={mark.position}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={markLabel(mark)}
                aria-current={index === current ? 'step' : undefined}
                className={`relative flex size-11 items-center justify-center rounded-lg border-2 text-base font-semibold tabular-nums ${tone} ${index === current ? 'ring-2 ring-indigo-500 ring-offset-2' : ''}`}
              >
                {mark.position}
                {mark.isFlagged && mark.isAnswered ? <span aria-hidden="true" className="absolute -right-1 -top-1 size-3 rounded-full border-2 border-white bg-indigo-700" /> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-indigo-700" /> Dijawab
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm border-2 border-amber-500 bg-amber-100" /> Ragu-ragu
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm border-2 border-slate-300 bg-white" /> Belum
        </span>
      </p>
    </nav>
  );
}
