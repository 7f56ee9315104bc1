import { useFormContext, useWatch } from 'react-hook-form';
import { gradeExpression, keyProblem } from '../../core/expression-answer';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { problemFieldMessage } from '../../core/problem-field-messages';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';
import { TextField } from '../../web/features/admin-problems/components/text-field';
import { AnswerTesterBox, type TTesterVerdict } from '../input/editor-fields';

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
      <AnswerTesterBox maxLength={EXPRESSION_MAX_LENGTH} verdictOf={(sample) => testerVerdict(expression, variables, sample)} />
    </div>
  );
}

function testerVerdict(expression: string, variables: string, sample: string): TTesterVerdict | null {
  if (sample === '') return null;
  const problemWithKey = keyProblem({ expression, variables });
  if (problemWithKey) return { tone: 'neutral', text: `Kunci jawaban belum valid: ${problemFieldMessage(problemWithKey)}` };
  const grade = gradeExpression({ expression, variables }, sample);
  if (grade === 'invalid') return { tone: 'neutral', text: 'Tidak valid: tidak dihitung sebagai percobaan.' };
  return grade === 'correct' ? { tone: 'correct', text: 'Benar' } : { tone: 'wrong', text: 'Salah' };
}
