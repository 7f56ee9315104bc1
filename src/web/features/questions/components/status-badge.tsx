import type { TQuestionStatus } from '../api/get-questions';

const BADGE: Record<TQuestionStatus, { label: string; className: string }> = {
  pending: { label: 'Menunggu', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  answerable: { label: 'Siap Dijawab', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  not_answerable: { label: 'Ditolak', className: 'bg-red-100 text-red-900 ring-red-300' },
  resolved: { label: 'Selesai', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
};

export function StatusBadge({ status }: { status: TQuestionStatus }) {
  const badge = BADGE[status] ?? BADGE.pending;
  return <span className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${badge.className}`}>{badge.label}</span>;
}
