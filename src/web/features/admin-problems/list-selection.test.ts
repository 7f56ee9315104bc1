import { describe, expect, it } from 'vitest';
import { bulkSelectionOf, clickRow, EMPTY_SELECTION, pageState, selectedCount, togglePage, type TListSelection } from './list-selection';

const page = ['P1', 'P2', 'P3', 'P4', 'P5'];
const codesOf = (selection: TListSelection) => (selection.kind === 'codes' ? [...selection.codes].sort() : 'all');

describe('clickRow', () => {
  it.each([
    { name: 'a click ticks one row', clicks: [['P2', false]], expected: ['P2'] },
    { name: 'a second click unticks it', clicks: [['P2', false], ['P2', false]], expected: [] },
    { name: 'shift-click ticks the range from the last click, downwards', clicks: [['P2', false], ['P4', true]], expected: ['P2', 'P3', 'P4'] },
    { name: 'shift-click ticks the range upwards', clicks: [['P4', false], ['P1', true]], expected: ['P1', 'P2', 'P3', 'P4'] },
    { name: 'shift-click on a ticked row unticks the range', clicks: [['P1', false], ['P5', true], ['P2', false], ['P4', true]], expected: ['P1', 'P5'] },
    { name: 'shift-click without an earlier click ticks one row', clicks: [['P3', true]], expected: ['P3'] },
    { name: 'ranges chain from the last clicked row', clicks: [['P1', false], ['P2', true], ['P4', true]], expected: ['P1', 'P2', 'P3', 'P4'] },
  ] as const)('$name', ({ clicks, expected }) => {
    let selection: TListSelection = EMPTY_SELECTION;
    for (const [code, isShift] of clicks) selection = clickRow(selection, page, code, isShift);
    expect(codesOf(selection)).toEqual(expected);
  });

  it('keeps rows ticked on another page; an anchor from another page makes a plain click', () => {
    const other = clickRow(EMPTY_SELECTION, ['Q1', 'Q2'], 'Q1', false);
    const here = clickRow(other, page, 'P3', true);
    expect(codesOf(here)).toEqual(['P3', 'Q1']);
  });

  it('turns "all matching" into this page minus the clicked row', () => {
    expect(codesOf(clickRow({ kind: 'allMatching' }, page, 'P2', false))).toEqual(['P1', 'P3', 'P4', 'P5']);
  });
});

describe('togglePage and pageState', () => {
  it('ticks the whole page, then clears it', () => {
    const ticked = togglePage(clickRow(EMPTY_SELECTION, page, 'P2', false), page);
    expect(codesOf(ticked)).toEqual(page);
    expect(pageState(ticked, page)).toBe(true);
    expect(codesOf(togglePage(ticked, page))).toEqual([]);
  });

  it('says when only part of the page is ticked', () => {
    expect(pageState(EMPTY_SELECTION, page)).toBe(false);
    expect(pageState(clickRow(EMPTY_SELECTION, page, 'P2', false), page)).toBe('indeterminate');
    expect(pageState({ kind: 'allMatching' }, page)).toBe(true);
  });
});

describe('selectedCount and bulkSelectionOf', () => {
  it('counts every matching problem when all are selected, and sends the filter without the page', () => {
    expect(selectedCount({ kind: 'allMatching' }, 3412)).toBe(3412);
    expect(bulkSelectionOf({ kind: 'allMatching' }, { page: '2', pageSize: '25', subtopicId: 'SU-ABCDEFGH' })).toEqual({ filter: { subtopicId: 'SU-ABCDEFGH' } });
    expect(bulkSelectionOf(clickRow(EMPTY_SELECTION, page, 'P2', false), {})).toEqual({ problemIds: ['P2'] });
  });
});
