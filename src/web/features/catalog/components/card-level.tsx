import type { TSubtopicLevel } from '../../../../core/mastery';
import { LevelWithReason } from '../../../components/level-badge';
import { LevelPlaceholder } from '../../../components/level-placeholder';

/** A signed-in learner's level on a subtopic card (none for a subtopic without problems). */
export function CardLevel({ level, isLoading }: { level: TSubtopicLevel | undefined; isLoading: boolean }) {
  if (isLoading) return <LevelPlaceholder />;
  return level ? <LevelWithReason level={level} className="mt-2" /> : null;
}
