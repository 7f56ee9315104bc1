import { LevelWithReason } from '../../../components/level-badge';
import { LevelPlaceholder } from '../../../components/level-placeholder';
import { useSubtopicLevel } from '../api/get-subtopic-level';

/** A signed-in learner's level on the subtopic (issue 34), asked for once the page is shown. */
export function SubtopicLevel({ subtopicId }: { subtopicId: string }) {
  const query = useSubtopicLevel(subtopicId);
  if (query.isPending) return <LevelPlaceholder />;
  return query.data?.level ? <LevelWithReason level={query.data.level} className="mt-2" /> : null;
}
