/** A plain horizontal bar for a share 0..1; the number beside it says the same in text. */
export function ShareBar({ share, className = 'bg-indigo-600' }: { share: number; className?: string }) {
  return (
    <span aria-hidden="true" className="block h-2.5 w-full overflow-hidden rounded-full bg-slate-100">
      <span className={`block h-full rounded-full ${className}`} style={{ width: `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%` }} />
    </span>
  );
}
