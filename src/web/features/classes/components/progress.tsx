/** '3/10 selesai' with a bar (the bar is decoration: the words carry it). */
export function Progress({ done, total }: { done: number; total: number }) {
  const share = total === 0 ? 0 : Math.min(1, done / total);
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${share === 1 ? 'bg-emerald-600' : 'bg-indigo-600'}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span className="shrink-0 text-sm font-semibold text-slate-700">
        {done}/{total} selesai
      </span>
    </div>
  );
}
