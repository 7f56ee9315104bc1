/** A delete confirmation's text: that it cannot be undone, then what goes with it, a line each. */
export function DeletionDescription({ intro, lines }: { intro: string; lines: string[] }) {
  return (
    <>
      <span className="block">{intro}</span>
      {lines.map((line) => (
        <span key={line} className="mt-2 block font-medium text-slate-800">
          {line}
        </span>
      ))}
    </>
  );
}
