/** Plain 'Memuat...' text announced politely, used while a page or the role loads. */
export function LoadingMessage({ text = 'Memuat...' }: { text?: string }) {
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-600">
      {text}
    </p>
  );
}
