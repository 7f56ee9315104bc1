import { CLASS_NAME_MAX_LENGTH } from '../../../../core/class-messages';
import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/button-styles';
import { LoadingMessage } from '../../../components/loading-message';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/error-messages';
import { Link, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { classPath } from '../../../class-paths';
import { useCreateClass } from '../api/create-class';
import { useTeachingClasses, type TTeachingClass } from '../api/get-teaching-classes';
import { Badge } from './badge';
import { LoadError } from './load-error';

function CreateClassForm() {
  const create = useCreateClass();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim() === '') {
      setError('Nama kelas wajib diisi.');
      return;
    }
    setError(undefined);
    create.mutate(name.trim(), {
      onSuccess: ({ class: created }) => {
        toast.success('Kelas berhasil dibuat!');
        navigate(classPath.class(created.id));
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Buat Kelas" className="rounded-xl bg-slate-50 p-3 sm:p-4">
      <label htmlFor={inputId} className={labelClass}>
        Nama Kelas
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={CLASS_NAME_MAX_LENGTH}
          placeholder="X IPA 2 — 2026/2027"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${inputClass(Boolean(error))} sm:max-w-md`}
        />
        <button type="submit" className={primaryButton} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Membuat...' : 'Buat Kelas'}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}

function TeachingClassCard({ item }: { item: TTeachingClass }) {
  return (
    <li>
      <Link
        to={classPath.class(item.id)}
        className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-indigo-300 hover:bg-indigo-50/40"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{item.name}</span>
          {item.archived ? <Badge tone="closed">Diarsipkan</Badge> : null}
        </span>
        <span className="text-sm text-slate-600">
          {item.archived ? 'Kode tidak berlaku' : <>Kode <span className="font-mono font-semibold tracking-wider text-slate-800">{item.code}</span></>} · {item.memberCount} siswa ·{' '}
          {item.assignmentCount} tugas
        </span>
      </Link>
    </li>
  );
}

/** 'Kelas yang Saya Ajar': the teacher's classes, newest first, and 'Buat Kelas'. */
export function TeachingClasses() {
  const query = useTeachingClasses();
  return (
    <div className="space-y-4">
      <CreateClassForm />
      {query.isPending ? (
        <LoadingMessage />
      ) : query.isError ? (
        <LoadError what="kelas" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.classes.length === 0 ? (
        <p className="text-slate-600">Belum ada kelas. Buat kelas pertama Anda, lalu bagikan tautannya ke siswa.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {query.data.classes.map((item) => (
            <TeachingClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
