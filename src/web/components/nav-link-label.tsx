// The learner hears back: a count of answers given since they last opened /tanya-soal, read
// from the session (GET /me) the navbar already loads, so it costs no request of its own.

/** The link's accessible name while answers wait: 'Tanya Soal, 2 jawaban baru'. */
export function newAnswersLabel(label: string, newAnswers: number): string | undefined {
  return newAnswers > 0 ? `${label}, ${newAnswers} jawaban baru` : undefined;
}

/** A main link's text with the count drawn as a small pill after it (named by newAnswersLabel). */
export function NavLinkLabel({ label, newAnswers }: { label: string; newAnswers: number }) {
  if (newAnswers <= 0) return label;
  return (
    <>
      {/* The space keeps the visible text ('Tanya Soal 1') a part of the link's name. */}
      {label}{' '}
      <span aria-hidden="true" className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold tabular-nums text-white">
        {newAnswers > 99 ? '99+' : newAnswers}
      </span>
    </>
  );
}
