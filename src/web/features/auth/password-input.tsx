import { useState, type ComponentProps } from 'react';
import { inputClass } from '../../components/ui/field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string; hasError: boolean };

/** A password input with a "Tampilkan"/"Sembunyikan" button inside its right edge. */
export function PasswordInput({ id, hasError, ...inputProps }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...inputProps}
        id={id}
        type={isVisible ? 'text' : 'password'}
        required
        className={`${inputClass(hasError)} pr-28`}
      />
      <button
        type="button"
        aria-controls={id}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-1 right-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        {isVisible ? 'Sembunyikan' : 'Tampilkan'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
