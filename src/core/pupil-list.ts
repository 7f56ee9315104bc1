import { checkPersonName, PERSON_NAME_INPUT_MAX_LENGTH } from './person-name';

// A teacher's list of pupils (issue 51, decision 082), pasted from a spreadsheet or a text, or read
// from an XLSX or CSV file, as rows of cells. One rule decides what the preview shows and what the
// create accepts, so nothing the preview did not show is made.

// A class of 40, with room for a big one; more rows is a wrong file (a whole school's list).
export const PUPIL_IMPORT_MAX = 60;
// Rows read at most: past it the list is refused as a whole, never half made.
export const PUPIL_LIST_ROWS_READ_MAX = 2000;

export type PupilListRow = {
  /** 1-based line (or spreadsheet row) of the source, as the teacher sees it. */
  line: number;
  name: string;
  rollNumber: number | null;
  /** Why this row cannot be made; the list is made only when no row has one. */
  error: string | null;
  /** Worth a look, not refused (two pupils may share a name). */
  note: string | null;
};

export type PupilList = { rows: PupilListRow[]; error: string | null };

const ROLL_NUMBER = /^\d{1,3}$/;
const NAME_HEADER = /^nama/i;
const ROLL_HEADER = /absen|^no\.?$|^nomor/i;

type Columns = { name: number; roll: number | null; firstRow: number };

// A header row names its columns ('No. absen', 'Nama'); without one, a first column of numbers is
// the roll number and the name is the second; otherwise the name is the first column.
function columnsOf(rows: string[][]): Columns {
  const header = rows[0] ?? [];
  const nameAt = header.findIndex((cell) => NAME_HEADER.test(cell.trim()));
  if (nameAt >= 0) {
    const rollAt = header.findIndex((cell) => ROLL_HEADER.test(cell.trim()));
    return { name: nameAt, roll: rollAt >= 0 ? rollAt : null, firstRow: 1 };
  }
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  // Most rows, not all: a typo in one roll number is that row's message, not a name column.
  const numbered = filled.filter((row) => ROLL_NUMBER.test((row[0] ?? '').trim())).length;
  const firstIsNumber = filled.length > 0 && numbered * 2 > filled.length;
  const hasSecond = filled.some((row) => (row[1] ?? '').trim() !== '');
  return firstIsNumber && hasSecond ? { name: 1, roll: 0, firstRow: 0 } : { name: 0, roll: null, firstRow: 0 };
}

function rollNumberOf(cell: string | undefined): { value: number | null; error: string | null } {
  const text = (cell ?? '').trim();
  if (text === '') return { value: null, error: null };
  const value = Number(text);
  if (!ROLL_NUMBER.test(text) || value < 1) return { value: null, error: 'No. absen harus angka 1 sampai 999.' };
  return { value, error: null };
}

/** The rows a list's cells give, each with what is wrong with it; empty rows are left out. */
export function readPupilList(cells: string[][]): PupilList {
  if (cells.length > PUPIL_LIST_ROWS_READ_MAX) return { rows: [], error: `Daftar terlalu panjang (lebih dari ${PUPIL_LIST_ROWS_READ_MAX} baris). Maksimal ${PUPIL_IMPORT_MAX} siswa sekali tambah.` };
  const columns = columnsOf(cells);
  const rows: PupilListRow[] = [];
  const firstLineOf = new Map<string, number>();
  const firstRollOf = new Map<number, number>();
  cells.forEach((row, index) => {
    if (index < columns.firstRow || row.every((cell) => cell.trim() === '')) return;
    const line = index + 1;
    const typed = (row[columns.name] ?? '').slice(0, PERSON_NAME_INPUT_MAX_LENGTH);
    const check = checkPersonName(typed);
    const roll = columns.roll === null ? { value: null, error: null } : rollNumberOf(row[columns.roll]);
    const name = check.ok ? check.name : typed.trim().slice(0, 100);
    const key = name.toLocaleLowerCase('id');
    const sameName = check.ok ? firstLineOf.get(key) : undefined;
    if (check.ok && sameName === undefined) firstLineOf.set(key, line);
    const sameRoll = roll.value === null ? undefined : firstRollOf.get(roll.value);
    if (roll.value !== null && sameRoll === undefined) firstRollOf.set(roll.value, line);
    const error = check.ok ? (roll.error ?? (sameRoll === undefined ? null : `No. absen sama dengan baris ${sameRoll}.`)) : check.message;
    rows.push({ line, name, rollNumber: roll.value, error, note: sameName === undefined ? null : `Nama sama dengan baris ${sameName}.` });
  });
  if (rows.length === 0) return { rows, error: 'Daftar kosong. Tulis satu nama per baris.' };
  if (rows.length > PUPIL_IMPORT_MAX) return { rows, error: `Maksimal ${PUPIL_IMPORT_MAX} siswa sekali tambah (daftar ini berisi ${rows.length}).` };
  return { rows, error: null };
}

export const isPupilListReady = (list: PupilList) => list.error === null && list.rows.every((row) => row.error === null);
