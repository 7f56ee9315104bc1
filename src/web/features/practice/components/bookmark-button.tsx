import { toast } from '../../../lib/toast';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { BookmarkIcon } from './bookmark-icon';
import { StableLabel } from './stable-label';
import { useSingleFlight } from '../use-single-flight';

// While saving, the text replaces the icon too: at 360 px both buttons just fit side by side.
function labels(isPressed: boolean) {
  const icon = (
    <span className={isPressed ? 'text-amber-500' : 'text-slate-500'}>
      <BookmarkIcon isFilled={isPressed} />
    </span>
  );
  return {
    add: (
      <>
        {icon}
        Bookmark
      </>
    ),
    remove: (
      <>
        {icon}
        Dibookmark
      </>
    ),
    adding: 'Menyimpan...',
    removing: 'Menghapus...',
  };
}

/** The problem page's toggle; guests are told to log in instead. */
// `isReady`: false until React has taken over the server's HTML and the learner's own state is in
// (problem-page.tsx): it is drawn disabled until then, so a tap is not lost or taken for a guest's.
export function BookmarkButton({ problemId, isBookmarked, isReady }: { problemId: string; isBookmarked: boolean | null; isReady: boolean }) {
  const toggle = useToggleBookmark();
  const flight = useSingleFlight();
  const isPressed = isBookmarked === true;
  const pendingLabel = toggle.variables?.shouldBookmark === false ? 'removing' : 'adding';
  const idleLabel = isPressed ? 'remove' : 'add';

  const onClick = () => {
    if (isBookmarked === null) {
      toast.error('Anda harus login untuk membookmark soal.');
      return;
    }
    if (!flight.start()) return;
    toggle.mutate({ problemId, shouldBookmark: !isBookmarked }, { onSettled: flight.finish });
  };

  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-busy={toggle.isPending}
      disabled={toggle.isPending || !isReady}
      onClick={onClick}
      className={`inline-flex min-h-11 flex-1 items-center whitespace-nowrap justify-center gap-2 rounded-xl border px-3 py-2.5 sm:flex-none sm:px-4 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        isPressed
          ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
      }`}
    >
      <StableLabel shown={toggle.isPending ? pendingLabel : idleLabel} labels={labels(isPressed)} />
    </button>
  );
}
