import type { ReactNode } from 'react';
import type { TTryoutState } from '../../../../core/tryout-state';
import { TRYOUT_STATE_LABELS } from '../../../../core/tryout-state-labels';

const TONES = {
  draft: 'border-slate-300 bg-slate-100 text-slate-700',
  upcoming: 'border-sky-300 bg-sky-50 text-sky-800',
  open: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  closed: 'border-slate-300 bg-white text-slate-700',
  final: 'border-indigo-300 bg-indigo-50 text-indigo-800',
  locked: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

export function Pill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** A tryout's state ('Draf', 'Berlangsung'...), and 'Terkunci' once someone has started it. */
export function StateBadge({ state, locked }: { state: TTryoutState; locked: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Pill tone={state}>{TRYOUT_STATE_LABELS[state]}</Pill>
      {locked ? <Pill tone="locked">Terkunci</Pill> : null}
    </span>
  );
}
