/** A problem's tag is free text joined by commas; each part is shown as its own chip. */
export function TagChips({ tag, className = '' }: { tag: string; className?: string }) {
  const parts = tag
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Tag" className={`flex flex-wrap gap-1.5 ${className}`}>
      {parts.map((part, index) => (
        <li
          key={`${index}-${part}`}
          className="rounded-full border border-indigo-100 bg-indigo-50 px-2.5 py-0.5 text-xs font-medium leading-5 text-indigo-800"
        >
          {part}
        </li>
      ))}
    </ul>
  );
}
