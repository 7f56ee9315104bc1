import type { ReactNode } from 'react';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const textLinkClass = 'inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-indigo-700 underline-offset-4 hover:underline';

/** A titled card of a page: the section's heading names it for screen readers. */
export function SectionCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3 sm:mt-4">{children}</div>
    </section>
  );
}
