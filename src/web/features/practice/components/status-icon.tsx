import type { TProblemStatus } from '../../../../core/card-marks';

const STATUS_LABEL: Record<TProblemStatus, string> = {
  correct: 'Benar',
  wrong: 'Salah',
  untried: 'Belum dicoba',
};

const STATUS_STYLE: Record<TProblemStatus, string> = {
  correct: 'bg-emerald-100 text-emerald-700',
  wrong: 'bg-red-100 text-red-700',
  untried: 'bg-slate-100 text-slate-400',
};

function StatusGlyph({ status }: { status: TProblemStatus }) {
  if (status === 'correct') return <path d="m5 12.5 4.5 4.5L19 7.5" />;
  if (status === 'wrong') return <path d="M7 7l10 10M17 7 7 17" />;
  return <circle cx="12" cy="12" r="6.5" />;
}

/** ✓ / ✗ / ○ with the status spelled out for screen readers. */
export function StatusIcon({ status }: { status: TProblemStatus }) {
  return (
    <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${STATUS_STYLE[status]}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <StatusGlyph status={status} />
      </svg>
      <span className="sr-only">{STATUS_LABEL[status]}</span>
    </span>
  );
}
