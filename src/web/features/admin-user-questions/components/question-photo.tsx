import { useState } from 'react';

/**
 * The uploaded photo itself, so the admin can read the question without leaving the dialog.
 * A click switches between the whole photo fitted in view and its full size (scrollable);
 * the link opens it alone in a new tab.
 */
export function QuestionPhoto({ userQuestionId, imageUrl }: { userQuestionId: string; imageUrl: string }) {
  const [isFullSize, setIsFullSize] = useState(false);
  return (
    <figure className="mt-4">
      <div className={`overflow-auto rounded-xl border border-slate-200 bg-slate-50 ${isFullSize ? 'max-h-[60dvh]' : ''}`}>
        <button
          type="button"
          aria-pressed={isFullSize}
          aria-label={isFullSize ? 'Perkecil foto soal' : 'Perbesar foto soal'}
          onClick={() => setIsFullSize((current) => !current)}
          className={`block ${isFullSize ? 'cursor-zoom-out' : 'w-full cursor-zoom-in'}`}
        >
          <img
            src={imageUrl}
            alt={`Foto soal ${userQuestionId}`}
            className={isFullSize ? 'max-w-none' : 'mx-auto max-h-72 w-auto max-w-full object-contain'}
          />
        </button>
      </div>
      <figcaption className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 text-sm text-slate-600">
        <span>Klik foto untuk {isFullSize ? 'memperkecil' : 'memperbesar'}.</span>
        <a href={imageUrl} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline-offset-4 hover:underline">
          Buka gambar di tab baru
        </a>
      </figcaption>
    </figure>
  );
}
