import type { TPreviewState } from '../use-problem-preview';
import { LearnerPreview } from './learner-preview';

export const PREVIEW_PANEL_ID = 'problem-preview';

/**
 * The live preview column: status line, then the learner's page. Beside the form it stays in
 * view and scrolls on its own (focusable, so the keyboard scrolls it too).
 */
export function PreviewPanel({ state }: { state: TPreviewState }) {
  const { preview, isLoading, hasFailed } = state;
  const warningCount = preview?.warnings.length ?? 0;
  return (
    <section
      id={PREVIEW_PANEL_ID}
      tabIndex={0}
      aria-labelledby="preview-title"
      aria-busy={isLoading}
      className="min-w-0 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-bold text-slate-900">
          Pratinjau
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {isLoading ? 'Memperbarui...' : hasFailed ? 'Pratinjau gagal dimuat; dicoba lagi saat Anda mengetik.' : warningCount > 0 ? `${warningCount} peringatan` : 'Sesuai tampilan siswa'}
        </p>
      </div>
      {preview ? <LearnerPreview preview={preview} /> : <p className="px-2 py-10 text-center text-slate-600">{hasFailed ? 'Pratinjau belum tersedia.' : 'Memuat pratinjau...'}</p>}
    </section>
  );
}
