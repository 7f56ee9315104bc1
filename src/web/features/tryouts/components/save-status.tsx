import type { TSaveSummary } from '../answer-saver';

/** 'Tersimpan' / 'Menyimpan…' / 'Belum tersimpan' with 'Coba lagi', as the learner answers. */
export function SaveStatus({ summary, onRetry }: { summary: TSaveSummary; onRetry: () => void }) {
  if (summary === 'failed') {
    return (
      <span role="status" className="flex items-center gap-1 text-sm font-semibold text-red-700">
        Belum tersimpan
        <button type="button" onClick={onRetry} className="min-h-11 rounded-lg px-2 text-sm font-semibold text-indigo-700 underline underline-offset-4">
          Coba lagi
        </button>
      </span>
    );
  }
  if (summary === 'refused' || summary === 'expired') {
    return (
      <span role="status" className="text-sm font-semibold text-red-700">
        {summary === 'refused' ? 'Ada jawaban yang ditolak' : 'Sesi berakhir'}
      </span>
    );
  }
  const text = summary === 'saving' ? 'Menyimpan…' : summary === 'saved' ? 'Tersimpan' : '';
  return (
    <span role="status" className={`text-sm font-medium ${summary === 'saving' ? 'text-slate-600' : 'text-emerald-700'}`}>
      {text}
    </span>
  );
}
