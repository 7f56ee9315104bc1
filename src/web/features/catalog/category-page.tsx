import { useParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath } from '../../routes';
import { useCategory } from './api/get-category';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LinkCardGrid } from './components/link-card-grid';
import { LoadFailure } from '../../components/load-failure';

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const query = useCategory(categoryId);

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level="category" onRetry={() => query.refetch()} />;

  const { category, topics } = query.data;
  return (
    <>
      <PageTitle title={category.categoryName} />
      <PageShell breadcrumb={<Breadcrumb trail={[]} current={category.categoryName} />}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{category.categoryName}</h1>
        {category.description ? <p className="mt-1 text-slate-600">{category.description}</p> : null}
        {topics.length === 0 ? (
          <EmptyListMessage>Belum ada topik untuk kategori ini.</EmptyListMessage>
        ) : (
          <LinkCardGrid
            cards={topics.map((topic) => ({
              key: topic.topicId,
              to: latsolPath.topic(category.categoryId, topic.topicId),
              title: topic.topicName,
            }))}
          />
        )}
      </PageShell>
    </>
  );
}
