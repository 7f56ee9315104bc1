import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/button-styles';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useJoinClass } from '../api/join-class';
import { PrivacyNotice } from './privacy-notice';

/** 'Kode Kelas' and 'Gabung': joining by typing the code the teacher gave (the server normalises it). */
export function JoinForm() {
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const noticeId = `${inputId}-notice`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    if (code.trim() === '') {
      setError('Masukkan kode kelas yang dibagikan guru.');
      return;
    }
    setError(undefined);
    join.mutate(code, {
      onSuccess: ({ class: joined }) => {
        toast.success(`Berhasil bergabung dengan kelas ${joined.name}!`);
        setCode('');
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div>
        <label htmlFor={inputId} className={labelClass}>
          Kode Kelas
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            placeholder="Contoh: K7MX2QA"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId, noticeId)}
            className={`${inputClass(Boolean(error))} font-mono uppercase tracking-widest placeholder:font-sans placeholder:normal-case placeholder:tracking-normal sm:max-w-xs`}
          />
          <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={join.isPending} aria-busy={join.isPending}>
            {join.isPending ? 'Bergabung...' : 'Gabung'}
          </button>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
      <div id={noticeId}>
        <PrivacyNotice />
      </div>
    </form>
  );
}
