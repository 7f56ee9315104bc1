/** Where a signed-in learner's level and progress on a subtopic will show, their size, until they have come (issue 52.5). */
export function SubtopicLevelPlaceholder() {
  return <span aria-hidden="true" className="mt-3 block h-[7.5rem] animate-pulse rounded-2xl bg-slate-100" />;
}
