import { useParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath } from '../../routes';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LoadFailure } from '../../components/load-failure';
import { useSubtopicProblems } from './api/get-subtopic-problems';
import { ProblemCard } from './components/problem-card';
import { lazyComponent } from '../../components/lazy-component';
import { SubtopicLevelPlaceholder } from './components/subtopic-level-placeholder';
import { useMe } from '../../lib/session';

// Levels and progress are for signed-in learners only (issues 34, 52.5): guests never load their code.
const subtopicLevel = lazyComponent(async () => (await import('./components/subtopic-level')).SubtopicLevel);
// 'Soal yang pernah salah (n)' (issue 52.3): signed-in learners only, in its own chunk.
const mistakesLink = lazyComponent(async () => (await import('../../components/mistakes-link')).MistakesLink);

export function SubtopicPage() {
  const { categoryId = '', topicId = '', subtopicId = '' } = useParams();
  const query = useSubtopicProblems(categoryId, topicId, subtopicId);
  const isSignedIn = useMe().user !== null;

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level="subtopic" onRetry={() => query.refetch()} />;

  const { breadcrumb, problems } = query.data;
  const { category, topic, subtopic } = breadcrumb;
  return (
    <>
      <PageTitle title={subtopic.subtopicName} />
      <PageShell
        breadcrumb={
          <Breadcrumb
            trail={[
              { label: category.categoryName, to: latsolPath.category(category.categoryId) },
              { label: topic.topicName, to: latsolPath.topic(category.categoryId, topic.topicId) },
            ]}
            current={subtopic.subtopicName}
          />
        }
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{subtopic.subtopicName}</h1>
        {isSignedIn ? <subtopicLevel.WhenLoaded fallback={<SubtopicLevelPlaceholder />} subtopicId={subtopic.subtopicId} /> : null}
        {isSignedIn ? <mistakesLink.WhenLoaded fallback={null} scope="subtopic" code={subtopic.subtopicId} /> : null}
        {problems.length === 0 ? (
          <EmptyListMessage>Belum ada soal untuk subtopik ini.</EmptyListMessage>
        ) : (
          <ul className="mt-6 grid gap-3 sm:gap-4 lg:grid-cols-2">
            {problems.map((card) => (
              <ProblemCard
                key={card.problemId}
                card={card}
                to={latsolPath.problem(category.categoryId, topic.topicId, subtopic.subtopicId, card.problemId)}
              />
            ))}
          </ul>
        )}
      </PageShell>
    </>
  );
}
