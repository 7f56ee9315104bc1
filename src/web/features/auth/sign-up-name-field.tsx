import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { personNameError } from '../../../core/person-name';
import { PersonNameField } from '../../components/person-name/person-name-field';

export type TSignUpNameHandle = {
  /** The name to send (the server cleans it), or null after showing the error and focusing the field. */
  validate: () => string | null;
};

/**
 * Sign-up's 'Nama lengkap' (issue 51), its first field, with its rule: a chunk of its own, which
 * the login form fetches once it is shown, so signing in does not carry it. As the other fields
 * (use-credential-fields.ts), its error shows after the first submit and then follows typing.
 */
export function SignUpNameField({ handle, isSubmitted = false }: { handle: Ref<TSignUpNameHandle>; isSubmitted?: boolean }) {
  const [value, setValue] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    handle,
    () => ({
      validate: () => {
        setIsChecked(true);
        if (!personNameError(value)) return value;
        inputRef.current?.focus();
        return null;
      },
    }),
    [value],
  );
  return (
    <PersonNameField
      id="name"
      name="name"
      ref={inputRef}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={isChecked || isSubmitted ? personNameError(value) : undefined}
      hint="Nama ini dilihat guru atau siswa di kelas Anda."
    />
  );
}
