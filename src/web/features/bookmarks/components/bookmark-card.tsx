import { Link } from '../../../lib/router';
import { TagChips } from '../../../components/tag-chips';
import { latsolPath } from '../../../routes';
import type { TBookmark } from '../api/get-bookmarks';

function RemoveIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

type BookmarkCardProps = { bookmark: TBookmark; onRemove: () => void; isRemoving: boolean };

/** The whole card opens the problem (a stretched link); the remove button sits above it. */
export function BookmarkCard({ bookmark, onRemove, isRemoving }: BookmarkCardProps) {
  const titleId = `bookmark-${bookmark.problemId}`;
  const to = latsolPath.problem(bookmark.categoryId, bookmark.topicId, bookmark.subtopicId, bookmark.problemId);
  return (
    <li className="relative flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:border-indigo-300 hover:border-indigo-300 hover:bg-indigo-50/40 sm:p-5">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-mono text-lg font-semibold leading-8 text-slate-900">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-indigo-600"
          >
            {bookmark.problemId}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {bookmark.categoryName} <span aria-hidden="true">›</span> {bookmark.topicName} <span aria-hidden="true">›</span> {bookmark.subtopicName}
        </p>
        <TagChips tag={bookmark.tag} className="mt-2" />
        {/* previewHtml is sanitised on the server (src/core/markup.ts). */}
        <p className="mt-2 line-clamp-3 break-words text-slate-700" dangerouslySetInnerHTML={{ __html: bookmark.previewHtml }} />
      </div>
      <button
        type="button"
        aria-label="Hapus bookmark"
        aria-describedby={titleId}
        disabled={isRemoving}
        onClick={onRemove}
        className="relative z-10 -mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
      >
        <RemoveIcon />
      </button>
    </li>
  );
}
