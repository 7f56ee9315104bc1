import { formatCount } from '../../../lib/number-format';

function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-amber-500" fill="currentColor">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z" />
    </svg>
  );
}

export function XpCard({ xpTotal }: { xpTotal: number }) {
  return (
    <section aria-labelledby="xp-title" className="flex flex-col justify-center rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="xp-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Total XP
      </h2>
      <p className="mt-1 flex items-center gap-2">
        <StarIcon />
        <span className="text-3xl font-bold text-slate-900 sm:text-4xl">{formatCount(xpTotal)}</span>
        <span className="text-base font-medium text-slate-600">XP</span>
      </p>
    </section>
  );
}
