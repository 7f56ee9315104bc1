import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { paths } from '../../routes';
import { PageTitle } from '../page-title';

// A crumb is a 40 px tap target on a phone, a plain dense link from the sm breakpoint up.
const crumbLinkClass = 'inline-flex min-h-10 items-center rounded-md px-1 font-medium text-indigo-700 underline-offset-4 hover:underline sm:min-h-0 sm:py-1';

export type TAdminCrumb = { label: string; to?: string; onClick?: () => void };

// The frame of every admin page: wide (admins work on laptops), 'Admin Panel' crumb first.
export function AdminPage({ title, crumbs = [], actions, children }: { title: string; crumbs?: TAdminCrumb[]; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li className="flex items-center gap-1">
              <Link to={paths.admin} className={crumbLinkClass}>
                Admin Panel
              </Link>
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {crumb.to || crumb.onClick ? (
                  crumb.to ? (
                    <Link to={crumb.to} onClick={crumb.onClick} className={crumbLinkClass}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <button type="button" onClick={crumb.onClick} className={crumbLinkClass}>
                      {crumb.label}
                    </button>
                  )
                ) : (
                  <span aria-current="page" className="px-1 py-1 font-medium text-slate-800">
                    {crumb.label}
                  </span>
                )}
                {index < crumbs.length - 1 ? (
                  <span aria-hidden="true" className="text-slate-400">
                    ›
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </>
  );
}
