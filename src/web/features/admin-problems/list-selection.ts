// Which problems of the list are ticked (issue 31.6). Either codes ticked by hand, kept across
// pages of the same filter, or every problem the filter matches (the server applies the filter
// itself, so "all 3.412" is never 3.412 codes in the browser).
export type TListSelection = { kind: 'codes'; codes: ReadonlySet<string>; anchor: string | null } | { kind: 'allMatching' };

export const EMPTY_SELECTION: TListSelection = { kind: 'codes', codes: new Set(), anchor: null };

export function isSelected(selection: TListSelection, code: string): boolean {
  return selection.kind === 'allMatching' || selection.codes.has(code);
}

export function selectedCount(selection: TListSelection, total: number): number {
  return selection.kind === 'allMatching' ? total : selection.codes.size;
}

/**
 * A click on a row's box. With Shift, and the last clicked row on this page, every row between
 * the two (both included) takes the clicked row's new state, as in a mail client; otherwise the
 * row alone toggles. The clicked row becomes the anchor of the next range.
 */
export function clickRow(selection: TListSelection, pageCodes: readonly string[], code: string, isShift: boolean): TListSelection {
  const codes = new Set(selection.kind === 'codes' ? selection.codes : pageCodes);
  const anchor = selection.kind === 'codes' ? selection.anchor : null;
  const willSelect = !codes.has(code);
  const from = anchor === null ? -1 : pageCodes.indexOf(anchor);
  const to = pageCodes.indexOf(code);
  const range = isShift && from !== -1 && to !== -1 ? pageCodes.slice(Math.min(from, to), Math.max(from, to) + 1) : [code];
  for (const item of range) {
    if (willSelect) codes.add(item);
    else codes.delete(item);
  }
  return { kind: 'codes', codes, anchor: code };
}

/** The header box: ticks every row of the page, or clears them when all already are. */
export function togglePage(selection: TListSelection, pageCodes: readonly string[]): TListSelection {
  if (selection.kind === 'allMatching') return EMPTY_SELECTION;
  const codes = new Set(selection.codes);
  const isWholePage = pageCodes.length > 0 && pageCodes.every((code) => codes.has(code));
  for (const code of pageCodes) {
    if (isWholePage) codes.delete(code);
    else codes.add(code);
  }
  return { kind: 'codes', codes, anchor: null };
}

export function pageState(selection: TListSelection, pageCodes: readonly string[]): boolean | 'indeterminate' {
  const ticked = pageCodes.filter((code) => isSelected(selection, code)).length;
  if (ticked === 0) return false;
  return ticked === pageCodes.length ? true : 'indeterminate';
}

/** The bulk API's selection: the codes, or the list's filter (its query without the page). */
export function bulkSelectionOf(selection: TListSelection, listQuery: Record<string, string>) {
  if (selection.kind === 'codes') return { problemIds: [...selection.codes] };
  const { page: _page, pageSize: _pageSize, ...filter } = listQuery;
  return { filter };
}
