import type { MasteryLevel, TSubtopicLevel } from '../../core/mastery';

// A subtopic's mastery level (issue 34) is told three ways: its word, a meter of three bars filled
// as far as the level goes, and a colour. Every pair of text and background passes WCAG AA.
const LEVEL_LOOK: Record<MasteryLevel, { pill: string; bars: number }> = {
  belum_mulai: { pill: 'border-slate-300 bg-slate-50 text-slate-700', bars: 0 },
  mulai: { pill: 'border-amber-300 bg-amber-50 text-amber-900', bars: 1 },
  mahir: { pill: 'border-sky-300 bg-sky-50 text-sky-900', bars: 2 },
  menguasai: { pill: 'border-emerald-400 bg-emerald-50 text-emerald-900', bars: 3 },
};

const BAR_HEIGHTS = ['h-1.5', 'h-2.5', 'h-3.5'];

export function LevelBadge({ level }: { level: Pick<TSubtopicLevel, 'level' | 'label'> }) {
  const look = LEVEL_LOOK[level.level];
  return (
    <span className={`inline-flex min-h-7 items-center gap-1.5 rounded-full border px-2.5 text-sm font-semibold ${look.pill}`}>
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {BAR_HEIGHTS.map((height, index) => (
          <span key={height} className={`w-1 rounded-sm bg-current ${height} ${index < look.bars ? '' : 'opacity-25'}`} />
        ))}
      </span>
      <span className="sr-only">Level: </span>
      <span>{level.label}</span>
    </span>
  );
}

/** The badge and, beneath it, why the learner is at that level. */
export function LevelWithReason({ level, className = '' }: { level: TSubtopicLevel; className?: string }) {
  return (
    <span className={`block ${className}`}>
      <LevelBadge level={level} />
      <span className="mt-1 block text-sm leading-snug text-slate-600">{level.reason}</span>
    </span>
  );
}
