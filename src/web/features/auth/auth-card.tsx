import type { ReactNode } from 'react';

/** A text link under an account form, with a tap target of 44 px. */
export const textLinkClass = 'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline';

/** The narrow card the account forms sit in (login, set-password, forgot-password, account). */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead ? <div className="mt-1 text-slate-600">{lead}</div> : null}
        {children}
      </div>
    </div>
  );
}
