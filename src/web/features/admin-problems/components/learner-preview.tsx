import { useFormContext, useWatch } from 'react-hook-form';
import { editorOf } from '../../../../problem-types/editors';
import { TagChips } from '../../../components/tag-chips';
import type { TPreview } from '../api/preview-problem';
import type { TProblemFormValues } from '../form-values';
import { VideoEmbed } from '../../../components/video-embed';

// The learner's problem page once solved (answer marked, solution open), drawn with the same
// Tailwind classes as features/practice so the admin sees what learners will see; the answer in
// the type's own shape (src/problem-types/<type>/preview.tsx).

function AnswerPreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const { Preview } = editorOf(useWatch({ control, name: 'type' }));
  return <Preview preview={preview} />;
}

export function LearnerPreview({ preview }: { preview: TPreview }) {
  const { control } = useFormContext<TProblemFormValues>();
  const [tag, hasSolution] = useWatch({ control, name: ['tag', 'hasSolution'] });

  return (
    <div className="rounded-2xl bg-slate-50 p-3 sm:p-4">
      <h3 className="text-2xl font-bold tracking-tight text-slate-900">Soal</h3>
      <TagChips tag={tag} className="mt-2" />
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="math-content question-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: preview.questionHtml }} />
        <div className="mt-5 border-t border-slate-200 pt-5">
          <AnswerPreview preview={preview} />
        </div>
      </div>
      {preview.hintsHtml.map((html, index) => (
        <div key={index} className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <h4 className="mb-1 font-bold text-amber-900">Petunjuk {index + 1}</h4>
          <div className="math-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      ))}
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h4 className="mb-3 text-lg font-bold text-slate-900">Pembahasan</h4>
        {hasSolution ? null : (
          <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Siswa melihat &apos;Pembahasan untuk soal ini belum tersedia.&apos; sampai &apos;Ada pembahasan&apos; dicentang.
          </p>
        )}
        {preview.solutionHtml ? (
          <div className="math-content solution-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: preview.solutionHtml }} />
        ) : (
          <p className="text-slate-700">Pembahasan untuk soal ini belum tersedia.</p>
        )}
        {preview.video ? (
          <VideoEmbed embedUrl={preview.video.embedUrl} />
        ) : null}
      </div>
    </div>
  );
}
