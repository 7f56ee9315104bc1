import { createContext, use } from 'react';
import type { TPreviewWarning } from '../api/preview-problem';

// Warnings come with the live preview and are shown at the field they are about (API path,
// e.g. 'questionText' or 'options.B'). They never block a save.
export const PreviewWarningsContext = createContext<readonly TPreviewWarning[]>([]);

export function FieldWarnings({ field, id }: { field: string; id?: string }) {
  const warnings = use(PreviewWarningsContext).filter((warning) => warning.field === field);
  if (warnings.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm text-amber-800">
      {warnings.map((warning, index) => (
        <li key={`${warning.code}-${index}`} className="flex gap-1.5">
          <span aria-hidden="true">⚠</span>
          <span>
            <span className="sr-only">Peringatan: </span>
            {warning.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function useHasWarnings(field: string): boolean {
  return use(PreviewWarningsContext).some((warning) => warning.field === field);
}
