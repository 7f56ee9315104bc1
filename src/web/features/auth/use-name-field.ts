import { useRef, useState, type ChangeEvent } from 'react';
import { personNameError } from '../../../core/person-name';

// The sign-up form's 'Nama lengkap' in plain React state, as its other fields
// (use-credential-fields.ts): the error shows after the first submit, then follows typing.
export function useNameField() {
  const [value, setValue] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  return {
    error: isChecked ? personNameError(value) : undefined,
    inputProps: { ref, value, onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value) },
    /** The name to send (the server cleans it), or null after showing the error. */
    validate: (): string | null => {
      setIsChecked(true);
      return personNameError(value) ? null : value;
    },
    focus: () => ref.current?.focus(),
  };
}
