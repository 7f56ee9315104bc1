import { useParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath } from '../../routes';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LoadFailure } from '../../components/load-failure';
import { useSubtopicProblems } from './api/get-subtopic-problems';
import { ProblemCard } from './components/problem-card';
import { LevelWithReason } from '../../components/level-badge';
import { useMe } from '../../lib/session';
import { useSubtopicLevel } from './api/get-subtopic-level';

/** A signed-in learner's level here (issue 34): a same-sized space until it has come. */
function SubtopicLevel({ subtopicId }: { subtopicId: string }) {
  const query = useSubtopicLevel(subtopicId);
  if (query.isPending) return <span aria-hidden="true" className="mt-2 block h-7 w-24 animate-pulse rounded-full bg-slate-100" />;
  return query.data?.level ? <LevelWithReason level={query.data.level} className="mt-2" /> : null;
}

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
        {isSignedIn ? <SubtopicLevel subtopicId={subtopic.subtopicId} /> : null}
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
