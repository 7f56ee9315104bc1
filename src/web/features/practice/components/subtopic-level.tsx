import { LevelBadge } from '../../../components/level-badge';
import { useSubtopicLevel } from '../api/get-subtopic-level';
import { SubtopicLevelPlaceholder } from './subtopic-level-placeholder';

/**
 * A signed-in learner's level on the subtopic (issue 34) and their progress in it (issue 52.5):
 * "3 dari 7 selesai" with a bar, and the level's next step in words (both from the server, decision
 * 087). Asked for once the page is shown.
 */
export function SubtopicLevel({ subtopicId }: { subtopicId: string }) {
  const query = useSubtopicLevel(subtopicId);
  if (query.isPending) return <SubtopicLevelPlaceholder />;
  const level = query.data?.level;
  if (!level) return null;
  const progress = query.data?.progress;
  return (
    <section aria-label="Kemajuan Anda" className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LevelBadge level={level} />
        {progress ? <span className="text-sm font-semibold text-slate-800">{progress.solvedText}</span> : null}
      </div>
      {progress ? (
        <>
          <progress
            value={progress.solved}
            max={progress.published}
            aria-label={progress.solvedText}
            className="mt-3 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-100 [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-indigo-600"
          />
          <p className="mt-2 text-sm leading-snug text-slate-700">{progress.nextStep}</p>
        </>
      ) : (
        <p className="mt-2 text-sm leading-snug text-slate-700">{level.reason}</p>
      )}
    </section>
  );
}
