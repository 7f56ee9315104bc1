import { useFormContext, useWatch } from 'react-hook-form';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';

/** An 'Ekspresi' problem in the admin's preview: the key in the answer box, as once solved. */
export function ExprPreview() {
  const { control } = useFormContext<TProblemFormValues>();
  const answer = useWatch({ control, name: 'exprAnswer' });
  return (
    <div>
      <p className="mb-3 text-base font-semibold text-slate-900">Kunci jawaban</p>
      <div className="block min-h-12 w-full rounded-xl border border-emerald-600 bg-emerald-50 px-4 py-2.5 font-mono text-lg font-semibold text-slate-900 sm:max-w-md">
        {answer || '\u00a0'}
      </div>
    </div>
  );
}
