import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

const TONES = {
  open: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  upcoming: 'border-sky-300 bg-sky-50 text-sky-800',
  closed: 'border-slate-300 bg-slate-100 text-slate-700',
  done: 'border-indigo-300 bg-indigo-50 text-indigo-800',
  warn: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** '← Tryout' above a page's heading: where it belongs. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline">
      <span aria-hidden="true">&larr;</span> {label}
    </Link>
  );
}
