// Dense tables for admins on laptops; rows stay at least 44 px tall for tablets, cards on phones.
export const adminTable = {
  wrapper: 'overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm',
  // The wrapper of a table that turns into one card per row on a phone (styles.css).
  cardsWrapper: 'admin-cards overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm',
  table: 'min-w-full divide-y divide-slate-200 text-left text-sm',
  head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
  headerCell: 'px-3 py-2.5',
  row: 'h-11 hover:bg-slate-50 focus-within:bg-indigo-50/40',
  cell: 'px-3 py-2 align-middle text-slate-800',
  empty: 'px-3 py-8 text-center text-slate-600',
  iconButton:
    'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  textButton: 'inline-flex min-h-9 items-center rounded-lg px-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50',
  dangerTextButton: 'inline-flex min-h-9 items-center rounded-lg px-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
};
