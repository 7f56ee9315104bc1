import { useEffect, useState, type ComponentProps } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { lazyComponent } from '../../../components/lazy-component';
import { toast } from '../../../lib/toast';

// The dialog and its form are fetched once the page shows, for signed-in learners only.
const reportDialog = lazyComponent(async () => (await import('./report-dialog')).ReportDialog);

function ReportButton(buttonProps: ComponentProps<'button'>) {
  return (
    <button type="button" {...buttonProps} className={`${secondaryButton} flex-1 whitespace-nowrap max-sm:px-3 sm:flex-none sm:px-4`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-5 shrink-0 text-slate-500 sm:block" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
      </svg>
      Laporkan Soal
    </button>
  );
}

/** "Laporkan Soal": opens the report form, or tells a guest to log in first. */
// `isReady`: as BookmarkButton's (problem-page.tsx).
export function ReportProblem({ problemId, isGuest, isReady }: { problemId: string; isGuest: boolean; isReady: boolean }) {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isGuest) void reportDialog.preload();
  }, [isGuest]);

  if (!isReady) return <ReportButton disabled />;
  if (isGuest) return <ReportButton onClick={() => toast.error('Anda harus login untuk melaporkan soal.')} />;
  return (
    <reportDialog.WhenLoaded
      fallback={<ReportButton aria-haspopup="dialog" aria-expanded={false} onClick={() => setIsOpen(true)} />}
      problemId={problemId}
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<ReportButton />}
    />
  );
}
