import { formatCount } from '../../lib/number-format';

/** The pager's text: the rows on this page and the total, as '1–25 dari 3.412' ('0 dari 0' when empty). */
export function pageRangeText({ page, pageSize, total }: { page: number; pageSize: number; total: number }, rowsOnPage: number): string {
  if (rowsOnPage === 0) return `0 dari ${formatCount(total)}`;
  const first = (page - 1) * pageSize + 1;
  return `${formatCount(first)}–${formatCount(first + rowsOnPage - 1)} dari ${formatCount(total)}`;
}

/** '3 dipilih dari 3.412'. */
export function selectionText(selected: number, total: number): string {
  return `${formatCount(selected)} dipilih dari ${formatCount(total)}`;
}
