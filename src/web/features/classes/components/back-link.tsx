import { Link } from '../../../lib/router';

/** '← Kelas' above a page's heading: where it belongs. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline">
      <span aria-hidden="true">&larr;</span> {label}
    </Link>
  );
}
