import type { TContentUsage } from '../../../../core/content-usage';
import { ContentUsageList } from '../../../components/admin/content-usage';

/** A delete confirmation's text: that it cannot be undone, then what goes with it, a line each, then where it is used. */
export function DeletionDescription({ intro, lines, usage }: { intro: string; lines: string[]; usage: TContentUsage | null | undefined }) {
  return (
    <>
      <span className="block">{intro}</span>
      {lines.map((line) => (
        <span key={line} className="mt-2 block font-medium text-slate-800">
          {line}
        </span>
      ))}
      <ContentUsageList usage={usage} />
    </>
  );
}
