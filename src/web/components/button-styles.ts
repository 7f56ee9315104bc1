// Shared class lists so links that look like buttons and real buttons stay identical.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-indigo-700 text-white shadow-sm hover:bg-indigo-800 active:bg-indigo-900`;

export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 active:bg-slate-200`;

export const dangerButton = `${base} bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900`;
