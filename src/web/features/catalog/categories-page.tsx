import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { latsolPath, paths } from '../../routes';
import { useCategories } from './api/get-categories';
import { PageShell, EmptyListMessage } from '../../components/page-shell';
import { LinkCardGrid } from './components/link-card-grid';
import { LoadFailure } from '../../components/load-failure';

export function CategoriesPage() {
  const query = useCategories();

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level="category" onRetry={() => query.refetch()} fallbackPath={paths.home} />;

  const { categories } = query.data;
  return (
    <>
      <PageTitle title="Latihan Soal" />
      <PageShell>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Latihan Soal</h1>
        <p className="mt-1 text-slate-600">Pilih kategori untuk mulai berlatih.</p>
        {categories.length === 0 ? (
          <EmptyListMessage>Belum ada kategori.</EmptyListMessage>
        ) : (
          <LinkCardGrid
            cards={categories.map((category) => ({
              key: category.categoryId,
              to: latsolPath.category(category.categoryId),
              title: category.categoryName,
              description: category.description,
            }))}
          />
        )}
      </PageShell>
    </>
  );
}
