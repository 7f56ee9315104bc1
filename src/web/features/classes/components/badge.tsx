import type { ReactNode } from 'react';

const TONES = {
  late: 'border-amber-300 bg-amber-50 text-amber-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-700',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
