import type { ReactNode } from 'react';

type PageMessageProps = {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

/** A centred heading, text and optional action: placeholders, not-found and error screens. */
export function PageMessage({ title, children, action }: PageMessageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 text-slate-600">{children}</div> : null}
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}
