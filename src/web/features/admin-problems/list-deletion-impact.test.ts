import { describe, expect, it } from 'vitest';
import { deletionImpactLines } from './list-deletion-impact';

describe('deletionImpactLines', () => {
  it('lists every kind that is not zero, counts written the Indonesian way', () => {
    expect(deletionImpactLines({ learners: 1234, theories: 3 }, '40 soal')).toEqual([
      'Progres 1.234 siswa pada 40 soal ikut terhapus (XP yang sudah diperoleh tetap).',
      'Tautan ke 3 teori dilepas (teorinya tetap ada).',
    ]);
  });

  it('says so when nothing else goes', () => {
    expect(deletionImpactLines({ learners: 0, theories: 0 }, 'soal ini')).toEqual(['Belum ada siswa yang memiliki progres pada soal ini.']);
  });
});
