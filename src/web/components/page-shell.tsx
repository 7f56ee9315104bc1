import type { ReactNode } from 'react';

/** The common frame of the content pages: width, spacing, optional breadcrumb above the heading. */
type PageShellProps = {
  breadcrumb?: ReactNode;
  children: ReactNode;
  /** Reading pages (a problem) use a narrower column than card listings. */
  isNarrow?: boolean;
};

export function PageShell({ breadcrumb, children, isNarrow = false }: PageShellProps) {
  return (
    <div className={`mx-auto w-full px-4 pb-16 pt-4 sm:pt-6 ${isNarrow ? 'max-w-3xl' : 'max-w-5xl'}`}>
      {breadcrumb}
      <div className={breadcrumb ? 'mt-3 sm:mt-4' : 'mt-4 sm:mt-6'}>{children}</div>
    </div>
  );
}

export function EmptyListMessage({ children }: { children: ReactNode }) {
  return <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{children}</p>;
}
