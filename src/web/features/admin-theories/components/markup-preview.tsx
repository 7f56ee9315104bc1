import { useTextPreview } from '../../../lib/use-text-preview';
import { previewMarkup } from '../api/preview-markup';

/**
 * The theory as learners see it in an 'Ingat!' box, rendered by the server's renderer. It
 * follows typing after a pause; a newer text cancels the request for an older one. When the
 * preview cannot be had, the panel stays empty rather than showing something else.
 */
export function MarkupPreview({ text }: { text: string }) {
  const { preview, isStale } = useTextPreview(text, previewMarkup);

  return (
    <div aria-busy={isStale} className={`transition-opacity ${isStale ? 'opacity-70' : ''}`}>
      {preview ? (
        <>
          <div className="math-content solution-content">
            <aside className="theory-box" role="note">
              <p className="theory-box-title">Ingat!</p>
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            </aside>
          </div>
          {preview.warnings.length > 0 ? (
            <ul aria-label="Peringatan" className="mt-3 space-y-1 text-sm text-amber-800">
              {preview.warnings.map((warning, index) => (
                <li key={`${warning.code}-${index}`} className="rounded-lg bg-amber-50 px-3 py-1.5">
                  {warning.message}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-500">Pratinjau muncul di sini saat Anda mengetik.</p>
      )}
    </div>
  );
}
