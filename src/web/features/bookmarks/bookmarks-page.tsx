import { useRef } from 'react';
import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { getErrorMessage } from '../../lib/error-messages';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { useBookmarks } from './api/get-bookmarks';
import { useRemoveBookmark } from '../../lib/api/remove-bookmark';
import { BookmarkCard } from './components/bookmark-card';

function BookmarkList({ onRemoveStart }: { onRemoveStart: () => void }) {
  const query = useBookmarks();
  const remove = useRemoveBookmark();
  useSessionCheckOnUnauthenticated(query.error);

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
        Gagal memuat bookmark: {getErrorMessage(query.error)}
      </p>
    );
  }
  const { bookmarks } = query.data;
  if (bookmarks.length === 0) return <EmptyListMessage>Anda belum membookmark soal apa pun.</EmptyListMessage>;
  return (
    <ul className="mt-6 grid gap-3 sm:gap-4 lg:grid-cols-2">
      {bookmarks.map((bookmark) => (
        <BookmarkCard
          key={bookmark.problemId}
          bookmark={bookmark}
          isRemoving={remove.isPending && remove.variables === bookmark.problemId}
          onRemove={() => {
            // The card (and the focused button) disappears at once; keep keyboard focus on the page.
            onRemoveStart();
            remove.mutate(bookmark.problemId);
          }}
        />
      ))}
    </ul>
  );
}

function BookmarksView() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <PageShell>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
        Bookmark Saya
      </h1>
      <BookmarkList onRemoveStart={() => headingRef.current?.focus()} />
    </PageShell>
  );
}

export function BookmarksPage() {
  return (
    <>
      <PageTitle title="Bookmark Saya" />
      <RequireUser guestMessage="Silakan login untuk melihat bookmark Anda.">
        {() => <BookmarksView />}
      </RequireUser>
    </>
  );
}
