import type { ComponentProps } from 'react';
import { inputClass } from './field';
import { ChevronDownIcon } from './icons';

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<ComponentProps<'select'>, 'className' | 'children' | 'multiple'> & {
  options: readonly SelectOption[];
  /** A first, empty choice shown while nothing is picked. */
  placeholder?: string;
  hasError?: boolean;
};

/**
 * The browser's own <select>, styled: phones open their native picker, and it works with
 * react-hook-form's register() as is. Radix's Select is not used: it injects a <style> element
 * that our Content-Security-Policy blocks, and it costs about 30 KB gzip.
 */
export function Select({ options, placeholder, hasError = false, ...selectProps }: SelectProps) {
  return (
    <div className="relative">
      <select {...selectProps} className={`${inputClass(hasError)} appearance-none pr-11`}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
