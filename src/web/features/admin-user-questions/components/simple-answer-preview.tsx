import { useTextPreview } from '../../../lib/use-text-preview';
import { previewSimpleAnswer } from '../api/preview-simple-answer';

/**
 * The short answer as the learner will read it on /tanya-soal, rendered by the server's own
 * renderer. It follows typing after a pause; a newer text cancels the request for an older one.
 */
export function SimpleAnswerPreview({ text }: { text: string }) {
  const { preview, isStale } = useTextPreview(text, previewSimpleAnswer);
  const html = preview?.html;

  return (
    <div aria-busy={isStale} className={`mt-2 transition-opacity ${isStale ? 'opacity-70' : ''}`}>
      <p className="text-sm font-medium text-slate-700">Pratinjau untuk pengguna:</p>
      {html ? (
        <p className="math-content mt-1 overflow-x-auto rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-950">
          <span className="font-semibold">Jawaban: </span>
          <span dangerouslySetInnerHTML={{ __html: html }} />
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-500">Pratinjau muncul di sini saat Anda mengetik.</p>
      )}
    </div>
  );
}
