import { mistakesLinkLabel } from '../../core/mistakes';
import { useMistakeCount, type TMistakeScope } from '../lib/api/get-mistake-count';
import { Link } from '../lib/router';
import { paths } from '../routes';

/**
 * 'Soal yang pernah salah (3)' on the subtopic and topic pages (issue 52.3), for a signed-in
 * learner with at least one; nothing otherwise. In its own chunk, loaded only for them.
 */
export function MistakesLink({ scope, code }: { scope: TMistakeScope; code: string }) {
  const count = useMistakeCount(scope, code);
  if (!count.data || count.data.count === 0) return null;
  return (
    <p className="mt-3">
      <Link
        to={`${paths.pernahSalah}?${scope}=${encodeURIComponent(code)}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2 font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-3 focus-visible:outline-indigo-600"
      >
        <span aria-hidden="true">✗</span>
        {mistakesLinkLabel(count.data.count)}
      </Link>
    </p>
  );
}
