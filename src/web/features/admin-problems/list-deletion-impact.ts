import { formatCount } from '../../lib/number-format';

export type TDeletionImpact = { learners: number; theories: number; questions: number };

/**
 * What a delete takes with it, one line per kind that is not zero (issue 31.6, 31.8), for the
 * single and the bulk confirmation alike. `subject` names what is deleted: 'soal ini', '3 soal'.
 */
export function deletionImpactLines({ learners, theories, questions }: TDeletionImpact, subject: string): string[] {
  const lines: string[] = [];
  if (learners > 0) lines.push(`Progres ${formatCount(learners)} siswa pada ${subject} ikut terhapus (XP yang sudah diperoleh tetap).`);
  if (theories > 0) lines.push(`Tautan ke ${formatCount(theories)} teori dilepas (teorinya tetap ada).`);
  if (questions > 0) {
    lines.push(
      `${capitalised(subject)} dipakai sebagai pembahasan untuk ${formatCount(questions)} pertanyaan Tanya Soal; pertanyaan itu dibuka kembali sebagai 'Siap Dijawab'.`,
    );
  }
  if (lines.length === 0) lines.push(`Belum ada siswa yang memiliki progres pada ${subject}.`);
  return lines;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
