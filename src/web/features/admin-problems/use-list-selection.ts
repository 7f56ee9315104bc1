import { useState } from 'react';
import { clickRow, EMPTY_SELECTION, isSelected, pageState, togglePage, type TListSelection } from './list-selection';
import type { TRowSelection } from './components/problem-cards';

/**
 * The ticked problems of the list as it is filtered now: a change of filter or order starts
 * with nothing ticked (a selection made under another filter is not what is on screen), while
 * paging keeps it.
 */
export function useListSelection(filterKey: string, pageCodes: readonly string[]) {
  const [state, setState] = useState<{ filterKey: string; selection: TListSelection }>({ filterKey, selection: EMPTY_SELECTION });
  const selection = state.filterKey === filterKey ? state.selection : EMPTY_SELECTION;
  const set = (next: TListSelection) => setState({ filterKey, selection: next });
  const rows: TRowSelection = {
    isSelected: (code) => isSelected(selection, code),
    onToggle: (code, isShift) => set(clickRow(selection, pageCodes, code, isShift)),
    page: pageState(selection, pageCodes),
    onTogglePage: () => set(togglePage(selection, pageCodes)),
  };
  return { selection, rows, selectAllMatching: () => set({ kind: 'allMatching' }), clear: () => set(EMPTY_SELECTION) };
}
