/** One option (or statement) as the learner sees it: its key and its rendered text. */
export type TAnswerOption = { key: string; html: string };

/** A disabled radio renders grey; the tick says plainly which options are the answer. */
export function CorrectMark({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 shrink-0 text-emerald-600 ${className}`} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

type ChoiceOptionsProps = {
  name: string;
  options: TAnswerOption[];
  isMultiple: boolean;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  isSolved: boolean;
};

/** mcq (radios) and mcma (checkboxes): every option is a full-width tappable row. */
export function ChoiceOptions({ name, options, isMultiple, chosen, onChange, isSolved }: ChoiceOptionsProps) {
  const toggle = (key: string, isChecked: boolean) => {
    if (!isMultiple) {
      onChange([key]);
      return;
    }
    // Keep the options' own order so the submitted list is stable.
    const next = new Set(isChecked ? [...chosen, key] : chosen.filter((item) => item !== key));
    onChange(options.map((option) => option.key).filter((optionKey) => next.has(optionKey)));
  };
  const checkedStyle = isSolved
    ? 'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50'
    : 'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50';

  return (
    <ul className="space-y-2">
      {options.map((option) => (
        <li key={option.key}>
          <label
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-3.5 py-3 transition-colors hover:border-indigo-400 has-[:disabled]:cursor-default has-[:disabled]:hover:border-slate-300 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${checkedStyle}`}
          >
            <input
              type={isMultiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.key}
              checked={chosen.includes(option.key)}
              onChange={(event) => toggle(option.key, event.target.checked)}
              className={`mt-1 size-5 shrink-0 focus-visible:outline-none ${isSolved ? 'accent-emerald-600' : 'accent-indigo-700'}`}
            />
            <span className="w-6 shrink-0 font-semibold text-slate-700">{option.key}.</span>
            <span className="math-content min-w-0 flex-1 overflow-x-auto text-[1.0625rem]" dangerouslySetInnerHTML={{ __html: option.html }} />
            {isSolved && chosen.includes(option.key) ? <CorrectMark className="mt-1" /> : null}
          </label>
        </li>
      ))}
    </ul>
  );
}
