import { useId, useRef, useState, type FormEvent } from 'react';
import { personNameError } from '../../../core/person-name';
import { useChangeName } from '../../lib/api/change-name';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';
import { primaryButton } from '../button-styles';
import { PersonNameField } from './person-name-field';

/**
 * 'Lengkapi nama Anda': accounts made before sign-up asked for a name (issue 51) see this above
 * their dashboard and class pages until one is saved. In its own chunk (name-prompt-slot.tsx).
 */
export function NamePrompt() {
  const changeName = useChangeName();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isChecked, setIsChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = personNameError(name);
    setIsChecked(true);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    changeName.mutate(name, {
      onSuccess: () => toast.success('Nama Anda tersimpan.'),
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Lengkapi nama Anda
      </h2>
      <p className="mt-1 text-slate-700">Akun Anda belum punya nama. Guru melihat nama siswanya di laporan kelas, dan siswa melihat nama gurunya.</p>
      <form noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={onSubmit}>
        <div className="min-w-0 flex-1">
          <PersonNameField
            id={`${id}-name`}
            ref={inputRef}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (isChecked) setError(personNameError(event.target.value));
            }}
            error={error}
          />
        </div>
        <button type="submit" disabled={changeName.isPending} className={`${primaryButton} min-h-12 sm:mt-8`}>
          {changeName.isPending ? 'Menyimpan...' : 'Simpan nama'}
        </button>
      </form>
    </section>
  );
}
