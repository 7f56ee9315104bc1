/** Where a signed-in learner's level will show, the badge's size, until it has come (issue 34). */
export function LevelPlaceholder() {
  return <span aria-hidden="true" className="mt-2 block h-7 w-24 animate-pulse rounded-full bg-slate-100" />;
}
