// Pieces every form field shares, so an error reads the same next to any input.

const inputBaseClass =
  'block min-h-12 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30';

export function inputClass(hasError: boolean): string {
  return `${inputBaseClass} ${hasError ? 'border-red-600' : 'border-slate-300'}`;
}

export const labelClass = 'mb-1.5 block font-medium text-slate-800';

/** The ids a field's aria-describedby should list: hints and errors that are on screen. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
