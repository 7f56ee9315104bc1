import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { gradeExpression, keyProblem } from '../../core/expression-answer';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { problemFieldMessage } from '../../core/problem-field-messages';
import { inputClass, labelClass } from '../../web/components/ui/field';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';
import { TextField } from '../../web/features/admin-problems/components/text-field';

/** An 'Ekspresi' problem's key, its variables, and a tester that grades as a learner's check would. */
export function ExprAnswerFields() {
  const { control } = useFormContext<TProblemFormValues>();
  const [expression, variables] = useWatch({ control, name: ['exprAnswer', 'exprVariables'] });
  return (
    <div className="space-y-4">
      <TextField
        name="exprVariables"
        label="Variabel"
        hint="Huruf tunggal dipisah koma, misalnya x atau x, y. Siswa hanya boleh memakai variabel ini."
        maxLength={100}
        placeholder="x"
      />
      <TextField
        name="exprAnswer"
        label="Jawaban (ekspresi)"
        hint="Dinilai berdasarkan kesetaraan, bukan teks: x + 2, 2+x dan (x+4)-2 sama-sama benar. Pangkat ^, akar √ atau sqrt( ), desimal dengan koma (0,5x)."
        maxLength={EXPRESSION_MAX_LENGTH}
      />
      <ExpressionTester expression={expression} variables={variables} />
    </div>
  );
}

type TTesterVerdict = { tone: 'correct' | 'wrong' | 'neutral'; text: string };

function testerVerdict(expression: string, variables: string, sample: string): TTesterVerdict | null {
  if (sample === '') return null;
  const problemWithKey = keyProblem({ expression, variables });
  if (problemWithKey) return { tone: 'neutral', text: `Kunci jawaban belum valid: ${problemFieldMessage(problemWithKey)}` };
  const grade = gradeExpression({ expression, variables }, sample);
  if (grade === 'invalid') return { tone: 'neutral', text: 'Tidak valid: tidak dihitung sebagai percobaan.' };
  return grade === 'correct' ? { tone: 'correct', text: 'Benar' } : { tone: 'wrong', text: 'Salah' };
}

const VERDICT_CLASS: Record<TTesterVerdict['tone'], string> = {
  correct: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  wrong: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-amber-300 bg-amber-50 text-amber-950',
};

function ExpressionTester({ expression, variables }: { expression: string; variables: string }) {
  const id = useId();
  const [sample, setSample] = useState('');
  const verdict = testerVerdict(expression, variables, sample);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-3">
      <label htmlFor={id} className={labelClass}>
        Coba jawaban
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        maxLength={EXPRESSION_MAX_LENGTH}
        value={sample}
        onChange={(event) => setSample(event.target.value)}
        placeholder="Ketik jawaban seperti siswa"
        className={inputClass(false)}
      />
      <p role="status" className={verdict ? `mt-2 rounded-lg border px-3 py-2 text-sm font-medium ${VERDICT_CLASS[verdict.tone]}` : 'sr-only'}>
        {verdict?.text ?? ''}
      </p>
    </div>
  );
}
