import { toast } from '../../../lib/toast';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { BookmarkIcon } from './bookmark-icon';

/** The problem page's toggle; guests are told to log in instead. */
export function BookmarkButton({ problemId, isBookmarked }: { problemId: string; isBookmarked: boolean | null }) {
  const toggle = useToggleBookmark();
  const isPressed = isBookmarked === true;

  const onClick = () => {
    if (isBookmarked === null) {
      toast.error('Anda harus login untuk membookmark soal.');
      return;
    }
    toggle.mutate({ problemId, shouldBookmark: !isBookmarked });
  };

  return (
    <button
      type="button"
      aria-pressed={isPressed}
      disabled={toggle.isPending}
      onClick={onClick}
      className={`inline-flex min-h-11 flex-1 items-center whitespace-nowrap justify-center gap-2 rounded-xl border px-3 py-2.5 sm:flex-none sm:px-4 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        isPressed
          ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
      }`}
    >
      <span className={isPressed ? 'text-amber-500' : 'text-slate-500'}>
        <BookmarkIcon isFilled={isPressed} />
      </span>
      {isPressed ? 'Dibookmark' : 'Bookmark'}
    </button>
  );
}
