import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NOT_A_NUMBER_MESSAGE, type TAnswerMode } from '../../core/answer-mode';
import { gradeAnswer } from '../../core/grading';
import { formatIndonesianNumber, NUMBER_ANSWER_MAX_LENGTH, readIndonesianNumber } from '../../core/numeric-answer';
import { toleranceToPlainDecimal } from '../../core/plain-decimal';
import { INPUT_ANSWER_MAX_LENGTH } from '../../core/problem-shapes';
import { Checkbox } from '../../web/components/ui/checkbox';
import { inputClass, labelClass } from '../../web/components/ui/field';
import { Select, type SelectOption } from '../../web/components/ui/select';
import type { TProblemFormValues } from '../../web/features/admin-problems/form-values';
import { TextField } from '../../web/features/admin-problems/components/text-field';

const MODE_OPTIONS: SelectOption[] = [
  { value: 'number', label: 'Angka: dibandingkan nilainya (2,5 = 2.5 = 5/2)' },
  { value: 'text', label: 'Teks: spasi dan huruf besar/kecil diabaikan' },
];

const ANSWER_HINTS: Record<TAnswerMode, string> = {
  number: 'Tulis seperti siswa: koma untuk desimal, titik untuk ribuan (2,5; 1.000; 5/2; 2 1/2).',
  text: 'Spasi dan huruf besar/kecil diabaikan: \'X + 2\' sama dengan \'x+2\'.',
  exact: 'Persis: huruf besar/kecil dan spasi ikut dibandingkan.',
};

/** An input problem's answer: its mode, its tolerance, and a tester that grades as a learner's check would. */
export function InputAnswerFields() {
  const { control, setValue } = useFormContext<TProblemFormValues>();
  const [answer, mode, tolerance] = useWatch({ control, name: ['inputAnswer', 'answerMode', 'answerTolerance'] });
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="field-answerMode" className={labelClass}>
          Cara menilai jawaban
        </label>
        <Select
          id="field-answerMode"
          options={MODE_OPTIONS}
          value={mode === 'number' ? 'number' : 'text'}
          onChange={(event) => setValue('answerMode', event.target.value === 'number' ? 'number' : 'text', { shouldDirty: true })}
        />
        {mode === 'number' ? null : (
          <Checkbox
            label="Persis"
            description="Huruf besar/kecil dan spasi harus sama dengan kunci."
            checked={mode === 'exact'}
            onCheckedChange={(isExact) => setValue('answerMode', isExact ? 'exact' : 'text', { shouldDirty: true })}
          />
        )}
      </div>
      <TextField name="inputAnswer" label="Jawaban" hint={ANSWER_HINTS[mode]} maxLength={INPUT_ANSWER_MAX_LENGTH} />
      {mode === 'number' ? (
        <TextField
          name="answerTolerance"
          label="Toleransi (opsional)"
          hint="Selisih mutlak yang masih dianggap benar, mis. 0,01. Kosongkan agar harus tepat; pecahan selalu dibandingkan tepat."
          maxLength={NUMBER_ANSWER_MAX_LENGTH}
          placeholder="tepat"
        />
      ) : null}
      <AnswerTester answer={answer} mode={mode} tolerance={tolerance} />
    </div>
  );
}

/** What the editor's 'Coba jawaban' says of an answer typed as a learner would (null: nothing typed). */
export type TTesterVerdict = { tone: 'correct' | 'wrong' | 'neutral'; text: string };

function testerVerdict(answer: string, mode: TAnswerMode, tolerance: string, sample: string): TTesterVerdict | null {
  if (sample === '') return null;
  if (mode === 'number') {
    if (readIndonesianNumber(answer) === null) return { tone: 'neutral', text: 'Kunci jawaban di atas belum berupa angka.' };
    const plainTolerance = tolerance.trim() === '' ? null : toleranceToPlainDecimal(tolerance);
    if (tolerance.trim() !== '' && plainTolerance === null) {
      return { tone: 'neutral', text: 'Toleransi belum valid.' };
    }
    const grade = gradeAnswer({ type: 'input', answer, answerMode: 'number', answerTolerance: plainTolerance }, sample);
    if (grade === 'invalid') return { tone: 'neutral', text: `Tidak dihitung sebagai percobaan: '${NOT_A_NUMBER_MESSAGE}'` };
    const reading = formatIndonesianNumber(readIndonesianNumber(sample)!);
    return grade === 'correct' ? { tone: 'correct', text: `Benar (dibaca: ${reading})` } : { tone: 'wrong', text: `Salah (dibaca: ${reading})` };
  }
  return gradeAnswer({ type: 'input', answer, answerMode: mode }, sample) === 'correct'
    ? { tone: 'correct', text: 'Benar' }
    : { tone: 'wrong', text: 'Salah' };
}

const VERDICT_CLASS: Record<TTesterVerdict['tone'], string> = {
  correct: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  wrong: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-amber-300 bg-amber-50 text-amber-950',
};

function AnswerTester({ answer, mode, tolerance }: { answer: string; mode: TAnswerMode; tolerance: string }) {
  return <AnswerTesterBox maxLength={INPUT_ANSWER_MAX_LENGTH} verdictOf={(sample) => testerVerdict(answer, mode, tolerance, sample)} />;
}

/** The editor's 'Coba jawaban' box of the typed answers (a fill-in, an 'Ekspresi'): graded as a learner's check would be. */
export function AnswerTesterBox({ maxLength, verdictOf }: { maxLength: number; verdictOf: (sample: string) => TTesterVerdict | null }) {
  const id = useId();
  const [sample, setSample] = useState('');
  const verdict = verdictOf(sample);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-3">
      <label htmlFor={id} className={labelClass}>
        Coba jawaban
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        maxLength={maxLength}
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
