import type { ProblemType } from '../../../core/problem-types';

export const PROBLEM_TYPE_LABELS: Record<ProblemType, string> = {
  input: 'Isian',
  mcq: 'Pilihan Ganda',
  mcma: 'Pilihan Ganda Kompleks',
  mck: 'Kategori Pernyataan',
};

export function problemTypeLabel(type: string): string {
  return PROBLEM_TYPE_LABELS[type as ProblemType] ?? type;
}
