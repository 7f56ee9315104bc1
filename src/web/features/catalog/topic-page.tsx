import { useParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath } from '../../routes';
import { useTopic } from './api/get-topic';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LinkCardGrid } from './components/link-card-grid';
import { LoadFailure } from '../../components/load-failure';
import { LevelWithReason } from '../../components/level-badge';
import { useMe } from '../../lib/session';
import type { TSubtopicLevel } from '../../../core/mastery';
import { useTopicLevels } from './api/get-topic-levels';

// A signed-in learner's level on a subtopic card, once it has come (a same-sized space until then).
function CardLevel({ level, isLoading }: { level: TSubtopicLevel | undefined; isLoading: boolean }) {
  if (isLoading) return <span aria-hidden="true" className="mt-2 block h-7 w-24 animate-pulse rounded-full bg-slate-100" />;
  return level ? <LevelWithReason level={level} className="mt-2" /> : null;
}

export function TopicPage() {
  const { categoryId = '', topicId = '' } = useParams();
  const query = useTopic(categoryId, topicId);
  // Guests get the page as it always was: no levels, no request for them.
  const isSignedIn = useMe().user !== null;
  const levels = useTopicLevels(topicId, isSignedIn);

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level="topic" onRetry={() => query.refetch()} />;

  const { breadcrumb, subtopics } = query.data;
  const { category, topic } = breadcrumb;
  const levelBySubtopic = new Map(levels.data?.levels.map((level) => [level.subtopicId, level]));
  return (
    <>
      <PageTitle title={topic.topicName} />
      <PageShell
        breadcrumb={
          <Breadcrumb
            trail={[{ label: category.categoryName, to: latsolPath.category(category.categoryId) }]}
            current={topic.topicName}
          />
        }
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{topic.topicName}</h1>
        {subtopics.length === 0 ? (
          <EmptyListMessage>Belum ada subtopik untuk topik ini.</EmptyListMessage>
        ) : (
          <LinkCardGrid
            cards={subtopics.map((subtopic) => ({
              key: subtopic.subtopicId,
              to: latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId),
              title: subtopic.subtopicName,
              detail: isSignedIn ? <CardLevel level={levelBySubtopic.get(subtopic.subtopicId)} isLoading={levels.isPending} /> : undefined,
            }))}
          />
        )}
      </PageShell>
    </>
  );
}
