import { Link } from '../../../lib/router';
import { useToggleBookmark } from '../api/toggle-bookmark';
import type { TProblemCard } from '../api/get-subtopic-problems';
import { BookmarkIcon } from './bookmark-icon';
import { StatusIcon } from './status-icon';
import { useSingleFlight } from '../use-single-flight';
import { TagChips } from '../../../components/tag-chips';

function CardBookmarkButton({ problemId, isBookmarked, describedBy }: { problemId: string; isBookmarked: boolean; describedBy: string }) {
  const toggle = useToggleBookmark();
  const flight = useSingleFlight();
  const onClick = () => {
    if (flight.start()) toggle.mutate({ problemId, shouldBookmark: !isBookmarked }, { onSettled: flight.finish });
  };
  return (
    <button
      type="button"
      aria-pressed={isBookmarked}
      aria-label={isBookmarked ? 'Hapus bookmark' : 'Bookmark soal'}
      aria-describedby={describedBy}
      aria-busy={toggle.isPending}
      disabled={toggle.isPending}
      onClick={onClick}
      className={`relative z-10 -mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors hover:bg-amber-50 disabled:animate-pulse ${
        isBookmarked ? 'text-amber-500' : 'text-slate-400 hover:text-slate-600'
      }`}
    >
      <BookmarkIcon isFilled={isBookmarked} />
    </button>
  );
}

/** The whole card opens the problem (a stretched link); the bookmark button sits above it. */
export function ProblemCard({ card, to }: { card: TProblemCard; to: string }) {
  const titleId = `problem-card-${card.problemId}`;
  return (
    <li className="relative flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:border-indigo-300 hover:border-indigo-300 hover:bg-indigo-50/40 sm:p-5">
      {card.status ? <StatusIcon status={card.status} /> : null}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg font-semibold leading-8 text-slate-900">
          <Link to={to} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-indigo-600">
            Soal #{card.number}
          </Link>
        </h2>
        <TagChips tag={card.tag} className="mt-1" />
        {card.inTryout ? (
          <p className="mt-2 text-sm font-medium text-amber-800">Sedang dipakai dalam tryout. Bisa dibuka lagi setelah nilai akhir tryout diumumkan.</p>
        ) : (
          <div className="math-content mt-2 overflow-hidden break-words text-slate-700" dangerouslySetInnerHTML={{ __html: card.previewHtml }} />
        )}
      </div>
      {card.isBookmarked === undefined ? null : (
        <CardBookmarkButton problemId={card.problemId} isBookmarked={card.isBookmarked} describedBy={titleId} />
      )}
    </li>
  );
}
