import { TagChips } from '../../../components/tag-chips';
import type { TProblemRow } from '../api/get-problems';

export function StatusBadge({ isOn, label }: { isOn: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${isOn ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600 line-through'}`}
    >
      <span aria-hidden="true">{isOn ? '✓' : '✗'}</span>
      <span className="sr-only">{isOn ? '' : 'Tidak '}</span>
      {label}
    </span>
  );
}

/** Published or a draft (issue 31.5): drafts stand out, learners never see them. */
export function PublicationBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? (
    <span className="whitespace-nowrap rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">Terbit</span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Draf</span>
  );
}

/**
 * The question as learners see it (maths and bold), from the HTML the server rendered and
 * sanitised when the problem was saved; clamped so a row stays about 60 px tall.
 */
export function QuestionPreview({ problem, lines }: { problem: TProblemRow; lines: 1 | 2 }) {
  return (
    <div
      className={`math-content relative max-w-xl break-words text-slate-700 ${lines === 1 ? 'line-clamp-1' : 'line-clamp-2'}`}
      dangerouslySetInnerHTML={{ __html: problem.previewHtml }}
    />
  );
}

const pathOf = (problem: TProblemRow) => `${problem.category.categoryName} › ${problem.topic.topicName} › ${problem.subtopic.subtopicName}`;

/** The subtopic on one line (its whole path on hover and for screen readers), the tags on another. */
export function SubtopicAndTags({ problem }: { problem: TProblemRow }) {
  return (
    <>
      <span className="block truncate text-xs text-slate-600" title={pathOf(problem)}>
        <span className="sr-only">{`${problem.category.categoryName} › ${problem.topic.topicName} › `}</span>
        <span className="font-medium text-slate-800">{problem.subtopic.subtopicName}</span>
      </span>
      {problem.tag ? (
        <span className="mt-0.5 block max-h-6 overflow-hidden">
          <TagChips tag={problem.tag} />
        </span>
      ) : null}
    </>
  );
}
