import { useId, useState, type FormEvent } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { inputClass, labelClass } from '../../../components/ui/field';

type SearchFormProps = {
  label: string;
  value: string;
  placeholder: string;
  type: 'search' | 'email';
  maxLength: number;
  onSearch: (value: string) => void;
};

/** A search box that runs on Enter or 'Cari'; 'Bersihkan' appears once a search is applied. */
export function SearchForm({ label, value, placeholder, type, maxLength, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // Back/forward through the history changes the URL's search: the box follows it.
  if (synced !== value) {
    setSynced(value);
    setText(value);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input
          id={id}
          type={type}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className={`${inputClass(false)} sm:max-w-md`}
        />
        <button type="submit" className={secondaryButton}>
          Cari
        </button>
        {value ? (
          <button type="button" className={secondaryButton} onClick={() => onSearch('')}>
            Bersihkan
          </button>
        ) : null}
      </div>
    </form>
  );
}
