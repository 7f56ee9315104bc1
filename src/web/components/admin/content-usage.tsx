import { CONTENT_IN_USE_ADVICE, CONTENT_IN_USE_CODE, CONTENT_USAGE_HEADING, contentUsageLines, isContentInUse, type TContentUsage } from '../../../core/content-usage';
import { ApiError } from '../../lib/api-client';

/** Where a refused delete (409 content.in_use, decision 072) found the content used; null for any other failure. */
export function usageOfRefusal(error: unknown): TContentUsage | null {
  return error instanceof ApiError && error.code === CONTENT_IN_USE_CODE ? (error.details as TContentUsage) : null;
}

/** The usage that blocks a delete: the one reason its confirmation cannot be confirmed. */
export const blocksDelete = (usage: TContentUsage | null | undefined) => (usage ? isContentInUse(usage) : false);

/**
 * In a delete confirmation: "Dipakai di:" and one item per place the content is used (nothing when
 * it is used nowhere). Spans with list roles: the dialog's description is a paragraph.
 */
export function ContentUsageList({ usage }: { usage: TContentUsage | null | undefined }) {
  if (!usage || !isContentInUse(usage)) return null;
  return (
    <span className="mt-3 block rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <span className="block font-semibold">{CONTENT_USAGE_HEADING}</span>
      <span role="list" aria-label={CONTENT_USAGE_HEADING} className="mt-1 block">
        {contentUsageLines(usage).map((line, index) => (
          <span role="listitem" key={`${index}:${line}`} className="block before:mr-1 before:content-['•']">
            {line}
          </span>
        ))}
      </span>
      <span className="mt-2 block text-sm">{CONTENT_IN_USE_ADVICE}</span>
    </span>
  );
}
