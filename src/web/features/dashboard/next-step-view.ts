import { MASTERY_LABELS } from '../../../core/mastery';
import type { TNextStep } from '../../../core/reviews';
import { formatCount } from '../../lib/number-format';
import { latsolPath, paths } from '../../routes';

/** What the dashboard's 'Lanjutkan' card says and where its one button goes. */
export type TNextStepView = { headline: string; detail: string; action: string; to: string };

// The server chose the step (due reviews, else the next unsolved problem where the learner last
// practised, else a subtopic to start); this only words it.
export function nextStepView(next: TNextStep | null): TNextStepView {
  if (!next) return { headline: 'Semua soal sudah Anda selesaikan!', detail: 'Soal baru akan muncul di Latihan Soal.', action: 'Lihat Latihan Soal', to: paths.latsol };
  if (next.kind === 'review') {
    return { headline: `${formatCount(next.dueCount)} soal perlu diulang`, detail: 'Ulangi sekarang agar makin kuat dan tidak lupa.', action: 'Ulang Soal', to: paths.ulang };
  }
  const { categoryId, topicId, subtopicId, problemId } = next.link;
  const to = latsolPath.problem(categoryId, topicId, subtopicId, problemId);
  if (next.kind === 'continue') return { headline: next.subtopicName, detail: 'Lanjutkan soal yang belum Anda selesaikan.', action: 'Lanjutkan', to };
  return { headline: next.subtopicName, detail: `Level Anda di sini: ${MASTERY_LABELS[next.level]}. Mulai dari soal pertama yang belum selesai.`, action: 'Mulai Latihan', to };
}
