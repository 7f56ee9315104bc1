import { Link } from '../lib/router';
import { paths } from '../routes';

export type TCrumb = { label: string; to: string };

/** 'Latihan Soal › … › current page'; the last crumb is the page itself and is not a link. */
export function Breadcrumb({ trail, current }: { trail: TCrumb[]; current: string }) {
  const links = [{ label: 'Latihan Soal', to: paths.latsol }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {links.map((crumb) => (
          <li key={crumb.to} className="flex min-w-0 items-center gap-1">
            <Link
              to={crumb.to}
              className="inline-flex min-h-8 items-center rounded-md px-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              {crumb.label}
            </Link>
            <span aria-hidden="true" className="text-slate-400">
              ›
            </span>
          </li>
        ))}
        <li aria-current="page" className="flex min-h-8 min-w-0 items-center px-1 font-medium text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
