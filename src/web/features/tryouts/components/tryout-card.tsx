import { Link } from '../../../lib/router';
import { tryoutPath } from '../../../tryout-paths';
import type { TTryoutSummary } from '../api/get-tryouts';
import { formatDuration, formatTryoutTime, sectionsSummary } from '../tryout-format';
import { STATE_LABELS } from '../tryout-state';
import { Badge, cardClass } from './card';
import { TryoutCardAction } from './tryout-action';

/** One tryout on /tryout: title, state, window, sections, and what the learner can do. */
export function TryoutCard({ tryout }: { tryout: TTryoutSummary }) {
  return (
    <li className={`${cardClass} flex flex-col gap-3`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold leading-snug text-slate-900 [overflow-wrap:anywhere]">
            <Link to={tryoutPath.tryout(tryout.id)} className="underline-offset-4 hover:underline">
              {tryout.title}
            </Link>
          </h3>
          <Badge tone={tryout.state}>{STATE_LABELS[tryout.state]}</Badge>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
          <dt className="text-slate-500">Dibuka</dt>
          <dd>{formatTryoutTime(tryout.opensAt)}</dd>
          <dt className="text-slate-500">Ditutup</dt>
          <dd>{formatTryoutTime(tryout.closesAt)}</dd>
        </dl>
        <p className="mt-2 text-sm font-medium text-slate-800">{sectionsSummary(tryout.sections)}</p>
        <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
          {tryout.sections.map((section, index) => (
            <li key={`${section.name}-${index}`} className="[overflow-wrap:anywhere]">
              {index + 1}. {section.name} · {section.problemCount} soal · {formatDuration(section.durationSeconds)}
            </li>
          ))}
        </ul>
      </div>
      <TryoutCardAction tryout={tryout} />
    </li>
  );
}
