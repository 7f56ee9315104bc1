import { Breadcrumb } from '../../components/breadcrumb';
import { LoadFailure } from '../../components/load-failure';
import { LoadingMessage } from '../../components/loading-message';
import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import type { TMistakeScope } from '../../lib/api/get-mistake-count';
import { Link, useSearchParams } from '../../lib/router';
import { latsolPath, paths } from '../../routes';
import { useMistakes, type TMistake, type TMistakes } from './api/get-mistakes';

// Issue 52.3 (decision 086): 'Soal yang pernah salah' of a subtopic (?subtopic=SU-…) or a topic
// (?topic=TO-…): the problems the learner ever answered wrong, each with whether it is solved now.

const TITLE = 'Soal yang pernah salah';

function SolvedMark({ isSolved }: { isSolved: boolean }) {
  return isSolved ? (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-semibold text-emerald-800">
      <span aria-hidden="true">✓</span> Sudah benar
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-100 px-2.5 py-1 text-sm font-semibold text-red-800">
      <span aria-hidden="true">✗</span> Belum benar
    </span>
  );
}

function MistakeCard({ item, showsSubtopic }: { item: TMistake; showsSubtopic: boolean }) {
  const titleId = `mistake-${item.problemId}`;
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:border-indigo-300 hover:border-indigo-300 hover:bg-indigo-50/40 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold leading-8 text-slate-900">
          <Link
            to={latsolPath.problem(item.categoryId, item.topicId, item.subtopicId, item.problemId)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-indigo-600"
          >
            Soal #{item.number}
          </Link>
        </h2>
        <SolvedMark isSolved={item.isSolved} />
      </div>
      {showsSubtopic ? <p className="text-sm text-slate-600">{item.subtopicName}</p> : null}
      {item.previewHtml === null ? (
        <p className="text-sm font-medium text-amber-800">Sedang dipakai dalam tryout. Bisa dibuka lagi setelah nilai akhir tryout diumumkan.</p>
      ) : (
        // previewHtml is sanitised on the server (src/core/markup.ts).
        <div className="math-content line-clamp-3 overflow-hidden break-words text-slate-700" dangerouslySetInnerHTML={{ __html: item.previewHtml }} />
      )}
    </li>
  );
}

function MistakesList({ data, scope }: { data: TMistakes; scope: TMistakeScope }) {
  const { place, problems, count } = data;
  const unsolved = problems.filter((item) => !item.isSolved).length;
  const trail = [
    { label: place.categoryName, to: latsolPath.category(place.categoryId) },
    ...(place.subtopicId ? [{ label: place.topicName, to: latsolPath.topic(place.categoryId, place.topicId) }] : []),
  ];
  const placeName = place.subtopicName ?? place.topicName;
  const placeLink = place.subtopicId ? latsolPath.subtopic(place.categoryId, place.topicId, place.subtopicId) : latsolPath.topic(place.categoryId, place.topicId);
  return (
    <PageShell breadcrumb={<Breadcrumb trail={[...trail, { label: placeName, to: placeLink }]} current={TITLE} />}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
      <p className="mt-1 text-slate-600">{placeName}</p>
      {count === 0 ? (
        <EmptyListMessage>Belum ada soal yang pernah Anda jawab salah di sini.</EmptyListMessage>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {count} soal pernah Anda jawab salah{unsolved > 0 ? `, ${unsolved} di antaranya belum benar` : ', semuanya sudah benar'}.
            {count > problems.length ? ` Ditampilkan ${problems.length} yang pertama.` : ''}
          </p>
          <ul className="mt-4 grid gap-3 sm:gap-4 lg:grid-cols-2">
            {problems.map((item) => (
              <MistakeCard key={item.problemId} item={item} showsSubtopic={scope === 'topic'} />
            ))}
          </ul>
        </>
      )}
    </PageShell>
  );
}

function MistakesView({ scope, code }: { scope: TMistakeScope; code: string }) {
  const query = useMistakes(scope, code);
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level={scope} onRetry={() => query.refetch()} />;
  return <MistakesList data={query.data} scope={scope} />;
}

export function MistakesPage() {
  const [search] = useSearchParams();
  const subtopic = search.get('subtopic');
  const topic = search.get('topic');
  const scope: TMistakeScope | null = subtopic ? 'subtopic' : topic ? 'topic' : null;
  return (
    <>
      <PageTitle title={TITLE} />
      <RequireUser guestMessage="Silakan masuk untuk melihat soal yang pernah salah.">
        {() =>
          scope ? (
            <MistakesView scope={scope} code={(subtopic ?? topic)!} />
          ) : (
            <PageShell>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
              <EmptyListMessage>
                Buka daftar ini dari halaman subtopik atau topik di <Link to={paths.latsol} className="font-semibold text-indigo-700 underline">Latihan Soal</Link>.
              </EmptyListMessage>
            </PageShell>
          )
        }
      </RequireUser>
    </>
  );
}
