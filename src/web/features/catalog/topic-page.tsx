import { useParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath } from '../../routes';
import { useTopic } from './api/get-topic';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LinkCardGrid } from './components/link-card-grid';
import { LoadFailure } from '../../components/load-failure';
import { lazyComponent } from '../../components/lazy-component';
import { LevelPlaceholder } from '../../components/level-placeholder';
import { useMe } from '../../lib/session';
import { useTopicLevels } from './api/get-topic-levels';

// Levels are for signed-in learners only (issue 34): guests never load their code.
const cardLevel = lazyComponent(async () => (await import('./components/card-level')).CardLevel);
// 'Soal yang pernah salah (n)' (issue 52.3): signed-in learners only, in its own chunk.
const mistakesLink = lazyComponent(async () => (await import('../../components/mistakes-link')).MistakesLink);

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
        {isSignedIn ? <mistakesLink.WhenLoaded fallback={null} scope="topic" code={topic.topicId} /> : null}
        {subtopics.length === 0 ? (
          <EmptyListMessage>Belum ada subtopik untuk topik ini.</EmptyListMessage>
        ) : (
          <LinkCardGrid
            cards={subtopics.map((subtopic) => ({
              key: subtopic.subtopicId,
              to: latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId),
              title: subtopic.subtopicName,
              detail: isSignedIn ? (
                <cardLevel.WhenLoaded fallback={<LevelPlaceholder />} level={levelBySubtopic.get(subtopic.subtopicId)} isLoading={levels.isPending} />
              ) : undefined,
            }))}
          />
        )}
      </PageShell>
    </>
  );
}
