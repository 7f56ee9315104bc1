import { ASSIGNMENT_TITLE_MAX_LENGTH } from '../../../../core/class-messages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/error-messages';
import { Link, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { classPath } from '../../../class-paths';
import { useCreateAssignment } from '../api/create-assignment';
import { zoneLabel } from '../class-format';
import { ProblemPicker, type TPickedProblem } from './problem-picker';
import { SubtopicPicker, type TSubtopicChoice } from './subtopic-picker';

/** 'YYYY-MM-DD' of the day after `now` in the class's zone: a new assignment is due tomorrow unless changed. */
function tomorrowIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(now.getTime() + 86_400_000));
}

type TSource = 'subtopic' | 'problems';
type TFieldErrors = Partial<Record<'title' | 'due' | 'source', string>>;

function SourceChoice({ value, current, label, description, onChange }: { value: TSource; current: TSource; label: string; description: string; onChange: (value: TSource) => void }) {
  return (
    <label
      className={`flex min-h-11 flex-1 cursor-pointer items-start gap-3 rounded-xl border p-3 ${current === value ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
    >
      <input type="radio" name="source" value={value} checked={current === value} onChange={() => onChange(value)} className="mt-1 size-4 accent-indigo-700" />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </label>
  );
}

/**
 * 'Buat Tugas': title, due date and time in the class's zone, 'Tutup setelah tenggat', and the
 * problems (a whole subtopic, or picked by search). A refused save keeps everything typed.
 */
export function AssignmentForm({ classId, timeZone }: { classId: string; timeZone: string }) {
  const create = useCreateAssignment(classId);
  const navigate = useNavigate();
  const id = useId();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(() => tomorrowIn(timeZone));
  const [dueTime, setDueTime] = useState('23:59');
  const [closeAfterDue, setCloseAfterDue] = useState(false);
  const [source, setSource] = useState<TSource>('subtopic');
  const [subtopic, setSubtopic] = useState<TSubtopicChoice>({ categoryId: '', topicId: '', subtopicId: '' });
  const [picked, setPicked] = useState<TPickedProblem[]>([]);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const isDirty = !isSaved && (title.trim() !== '' || subtopic.categoryId !== '' || picked.length > 0);
  useUnsavedChangesGuard(isDirty);
  // Saved: off to the class page once the guard has let go (the render after the save).
  useEffect(() => {
    if (isSaved) navigate(classPath.class(classId));
  }, [isSaved, navigate, classId]);

  const check = (): TFieldErrors => ({
    ...(title.trim() === '' ? { title: 'Judul tugas wajib diisi.' } : {}),
    ...(dueDate === '' || dueTime === '' ? { due: 'Tanggal dan jam tenggat wajib diisi.' } : {}),
    ...(source === 'subtopic' && subtopic.subtopicId === '' ? { source: 'Pilih subtopik.' } : {}),
    ...(source === 'problems' && picked.length === 0 ? { source: 'Pilih paling sedikit satu soal.' } : {}),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const chosen = source === 'subtopic' ? { subtopicId: subtopic.subtopicId } : { problemIds: picked.map((problem) => problem.problemId) };
    create.mutate(
      { title: title.trim(), dueDate, dueTime, closeAfterDue, ...chosen },
      {
        onSuccess: () => {
          toast.success('Tugas berhasil dibuat!');
          setIsSaved(true);
        },
        onError: (error) => setFailure(getErrorMessage(error)),
      },
    );
  };

  const errorId = (field: keyof TFieldErrors) => `${id}-${field}-error`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          Judul Tugas
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={ASSIGNMENT_TITLE_MAX_LENGTH}
          placeholder="Latihan Persamaan Linear"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(errors.title && errorId('title'))}
          className={inputClass(Boolean(errors.title))}
        />
        <FieldError id={errorId('title')} message={errors.title} />
      </div>

      <fieldset className="min-w-0" aria-describedby={describedBy(`${id}-zone`, errors.due && errorId('due'))}>
        <legend className={labelClass}>Tenggat</legend>
        <div className="grid gap-2 min-[400px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:max-w-md">
          <div>
            <label htmlFor={`${id}-date`} className="sr-only">
              Tanggal tenggat
            </label>
            <input id={`${id}-date`} type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} className={inputClass(Boolean(errors.due))} />
          </div>
          <div>
            <label htmlFor={`${id}-time`} className="sr-only">
              Jam tenggat
            </label>
            <input id={`${id}-time`} type="time" value={dueTime} onChange={(event) => setDueTime(event.target.value)} className={inputClass(Boolean(errors.due))} />
          </div>
        </div>
        <p id={`${id}-zone`} className="mt-1.5 text-sm text-slate-600">
          Waktu kelas: {zoneLabel(timeZone)}
        </p>
        <FieldError id={errorId('due')} message={errors.due} />
      </fieldset>

      <Checkbox
        label="Tutup setelah tenggat"
        description="Setelah tenggat, soal yang baru diselesaikan tidak dihitung. Tanpa ini, pekerjaan yang terlambat tetap dihitung dan ditandai terlambat."
        checked={closeAfterDue}
        onCheckedChange={setCloseAfterDue}
      />

      <fieldset className="min-w-0 space-y-3" aria-describedby={describedBy(errors.source && errorId('source'))}>
        <legend className={labelClass}>Soal</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <SourceChoice value="subtopic" current={source} label="Satu subtopik" description="Semua soal terbit di subtopik itu, berurutan." onChange={setSource} />
          <SourceChoice value="problems" current={source} label="Pilih soal" description="Cari dan centang soal dari katalog." onChange={setSource} />
        </div>
        {source === 'subtopic' ? <SubtopicPicker value={subtopic} onChange={setSubtopic} /> : <ProblemPicker picked={picked} onChange={setPicked} />}
        <FieldError id={errorId('source')} message={errors.source} />
      </fieldset>

      {failure ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-800">
          Gagal menyimpan tugas: {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={classPath.class(classId)} className={secondaryButton}>
          Batal
        </Link>
        <button type="submit" className={primaryButton} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Menyimpan...' : 'Simpan Tugas'}
        </button>
      </div>
    </form>
  );
}
