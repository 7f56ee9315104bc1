import { stringify } from 'csv-stringify/sync';
import { wallClockInZone } from '../../../core/classes';
import { spreadsheetCell } from '../../../core/spreadsheet-cell';

// Issue 51: CSV files a teacher opens in Excel set up for Indonesia, which reads a CSV with the
// region's list separator (';') and decimal comma, and takes it for UTF-8 only after a byte-order
// mark (names in any script). csv-stringify quotes what needs quoting (a ';', a quote, a line
// break in a name keeps it one cell); every text passes spreadsheetCell, so none is a formula.

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, useGrouping: false });

/** A number as Indonesian Excel reads one: '72,5'; empty for none. */
export const csvNumber = (value: number | null): string => (value === null ? '' : decimal.format(value));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant's date on the class's clock, dd/mm/yyyy; empty for none. */
export function csvDate(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  const wall = wallClockInZone(new Date(iso), timeZone);
  return `${twoDigits(wall.getUTCDate())}/${twoDigits(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
}

/** An instant's time of day on the class's clock, HH:mm; empty for none. */
export function csvTime(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  const wall = wallClockInZone(new Date(iso), timeZone);
  return `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
}

export type CsvCell = string | number | null;

/** Rows (the first the header) as one CSV file's bytes; numbers are written with a decimal comma. */
export function csvFile(rows: readonly (readonly CsvCell[])[]): Buffer {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? csvNumber(cell) : spreadsheetCell(cell ?? ''))));
  return Buffer.from(stringify(cells, { bom: true, delimiter: ';', record_delimiter: '\r\n' }), 'utf8');
}
