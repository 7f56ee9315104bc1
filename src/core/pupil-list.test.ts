import { describe, expect, it } from 'vitest';
import { isPupilListReady, PUPIL_IMPORT_MAX, readPupilList } from './pupil-list';

const rowsOf = (cells: string[][]) => readPupilList(cells).rows.map(({ line, name, rollNumber, error, note }) => ({ line, name, rollNumber, error, note }));

describe("reading a teacher's list of pupils", () => {
  it('one name a line, empty lines left out, names cleaned', () => {
    expect(rowsOf([['  Ani   Lestari '], [''], ['Budi\u200B Santoso'], ['   ']])).toEqual([
      { line: 1, name: 'Ani Lestari', rollNumber: null, error: null, note: null },
      { line: 3, name: 'Budi Santoso', rollNumber: null, error: null, note: null },
    ]);
  });

  it('a first column of numbers is the roll number', () => {
    expect(rowsOf([['1', 'Ani'], ['2', 'Budi'], ['', 'Citra']]).map((row) => [row.name, row.rollNumber])).toEqual([
      ['Ani', 1],
      ['Budi', 2],
      ['Citra', null],
    ]);
  });

  it('a header row names the columns, in any order, and is not a pupil', () => {
    expect(rowsOf([['Nama Lengkap', 'L/P', 'No. Absen'], ['Ani', 'P', '3']]).map((row) => [row.line, row.name, row.rollNumber])).toEqual([[2, 'Ani', 3]]);
  });

  it('each bad row says what is wrong; the same name twice is only a note', () => {
    const list = readPupilList([['1', 'Ani'], ['2', 'A'], ['1', 'Budi'], ['x', 'Citra'], ['4', 'ani'], ['5', '<b>Dodi</b>'], ['6', '😀😀']]);
    expect(list.rows.map((row) => [row.line, row.error, row.note])).toEqual([
      [1, null, null],
      [2, 'Nama minimal 2 karakter.', null],
      [3, 'No. absen sama dengan baris 1.', null],
      [4, 'No. absen harus angka 1 sampai 999.', null],
      [5, null, 'Nama sama dengan baris 1.'],
      [6, null, null],
      [7, 'Nama tidak boleh berisi emoji.', null],
    ]);
    expect(isPupilListReady(list)).toBe(false);
  });

  it('an empty list, and a list over the limits, are refused as a whole', () => {
    expect(readPupilList([[''], ['  ']]).error).toBe('Daftar kosong. Tulis satu nama per baris.');
    const tooMany = readPupilList(Array.from({ length: PUPIL_IMPORT_MAX + 1 }, (_, index) => [`Siswa ${index + 1}`]));
    expect(tooMany.error).toMatch(/Maksimal 60 siswa/);
    expect(isPupilListReady(tooMany)).toBe(false);
    expect(readPupilList(Array.from({ length: 2001 }, () => ['Ani'])).rows).toEqual([]);
    expect(isPupilListReady(readPupilList([['Ani'], ['Budi']]))).toBe(true);
  });
});
