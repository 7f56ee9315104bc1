import { Link } from '../../../lib/router';
import { latsolPath } from '../../../routes';
import type { TUserQuestion } from '../api/get-questions';
import { QuestionStatusBadge } from '../../../components/question-status-badge';

const linkClass = 'inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-indigo-700 underline-offset-4 hover:underline';

function NewTabIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M11 4h5v5M16 4l-7 7M14 12v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3" />
    </svg>
  );
}

function RefusedNote({ reason }: { reason: string | null }) {
  return (
    <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
      <p className="break-words">Alasan: {reason ?? '-'}</p>
      <p className="mt-1 text-sm">Silakan unggah ulang foto soal yang lebih jelas.</p>
    </div>
  );
}

function AnswerNote({ question }: { question: TUserQuestion }) {
  const link = question.problemLink;
  return (
    <div className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-950">
      <p className="math-content overflow-x-auto">
        <span className="font-semibold">Jawaban: </span>
        {question.simpleAnswerHtml ? <span dangerouslySetInnerHTML={{ __html: question.simpleAnswerHtml }} /> : '-'}
      </p>
      {link ? (
        <Link
          to={latsolPath.problem(link.categoryId, link.topicId, link.subtopicId, link.problemId)}
          target="_blank"
          rel="noopener"
          className={linkClass}
        >
          Lihat Pembahasan
          <NewTabIcon />
        </Link>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Link pembahasan tidak lengkap/tersedia.</p>
      )}
    </div>
  );
}

// isNew: answered since the learner's previous visit, so it stands out from the rest.
export function QuestionItem({ question, isNew = false }: { question: TUserQuestion; isNew?: boolean }) {
  return (
    <li className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${isNew ? 'border-indigo-300 bg-indigo-50/40 ring-1 ring-indigo-300' : 'border-slate-200 bg-white'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-mono text-base font-semibold text-slate-900">
            {question.userQuestionId}
            {isNew ? <span className="rounded-full bg-indigo-700 px-2 py-0.5 font-sans text-xs font-bold text-white">Baru</span> : null}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={question.createdAt}>
              {new Date(question.createdAt).toLocaleString('id-ID', { dateStyle: 'long', timeStyle: 'short' })}
            </time>
          </p>
        </div>
        <QuestionStatusBadge status={question.status} />
      </div>
      <a href={question.imageUrl} target="_blank" rel="noopener" className={`${linkClass} mt-1`}>
        Lihat Gambar
        <NewTabIcon />
      </a>
      {question.status === 'not_answerable' ? <RefusedNote reason={question.adminReason} /> : null}
      {question.status === 'resolved' ? <AnswerNote question={question} /> : null}
    </li>
  );
}
