import { describe, expect, it } from 'vitest';
import { deletionImpactLines } from './list-deletion-impact';

describe('deletionImpactLines', () => {
  it('names the Tanya Soal questions a problem answers: "dipakai sebagai pembahasan untuk N pertanyaan"', () => {
    expect(deletionImpactLines({ learners: 0, theories: 0, questions: 2 }, 'soal ini')).toEqual([
      "Soal ini dipakai sebagai pembahasan untuk 2 pertanyaan Tanya Soal; pertanyaan itu dibuka kembali sebagai 'Siap Dijawab'.",
    ]);
  });

  it('lists every kind that is not zero, counts written the Indonesian way', () => {
    expect(deletionImpactLines({ learners: 1234, theories: 3, questions: 0 }, '40 soal')).toEqual([
      'Progres 1.234 siswa pada 40 soal ikut terhapus (XP yang sudah diperoleh tetap).',
      'Tautan ke 3 teori dilepas (teorinya tetap ada).',
    ]);
  });

  it('says so when nothing else goes', () => {
    expect(deletionImpactLines({ learners: 0, theories: 0, questions: 0 }, 'soal ini')).toEqual(['Belum ada siswa yang memiliki progres pada soal ini.']);
  });
});
