import { formatCount } from '../../lib/number-format';

export type TDeletionImpact = { learners: number; theories: number };

/**
 * What a delete takes with it, one line per kind that is not zero (issue 31.6), for the
 * single and the bulk confirmation alike. `subject` names what is deleted: 'soal ini', '3 soal'.
 */
export function deletionImpactLines({ learners, theories }: TDeletionImpact, subject: string): string[] {
  const lines: string[] = [];
  if (learners > 0) lines.push(`Progres ${formatCount(learners)} siswa pada ${subject} ikut terhapus (XP yang sudah diperoleh tetap).`);
  if (theories > 0) lines.push(`Tautan ke ${formatCount(theories)} teori dilepas (teorinya tetap ada).`);
  if (lines.length === 0) lines.push(`Belum ada siswa yang memiliki progres pada ${subject}.`);
  return lines;
}
