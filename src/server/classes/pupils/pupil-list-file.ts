import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { PUPIL_LIST_ROWS_READ_MAX } from '../../../core/pupil-list';
import { AppError } from '../../http/app-error';
import { pupilsErrors } from './pupils.errors';

// A teacher's list of pupils as rows of cells: an XLSX (its first sheet), a CSV (comma, semicolon
// or tab, as Indonesian Excel and Google Sheets save it) or text pasted from either.

export const PUPIL_LIST_FILE_MAX_BYTES = 512 * 1024;
// What the parts of an XLSX may unpack to, all together: a list of 60 names is a few kilobytes.
const XLSX_UNPACKED_MAX_BYTES = 16 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function cellsOfText(text: string): string[][] {
  if (text.includes('\u0000')) throw pupilsErrors.listUnreadable();
  try {
    return parse(text, {
      bom: true,
      delimiter: [';', '\t', ','],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: PUPIL_LIST_ROWS_READ_MAX + 1,
    }) as string[][];
  } catch {
    throw pupilsErrors.listUnreadable();
  }
}

const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

// Each part of the archive is unpacked here once with a ceiling before exceljs sees it: a small
// file that unpacks to gigabytes (a "zip bomb") is refused instead of filling the server's memory.
function assertUnpacksSmall(bytes: Uint8Array) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw pupilsErrors.listUnreadable();
  const entries = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  let left = XLSX_UNPACKED_MAX_BYTES;
  for (let index = 0; index < entries; index += 1) {
    if (view.readUInt32LE(at) !== 0x02014b50) throw pupilsErrors.listUnreadable();
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const local = view.readUInt32LE(at + 42);
    const dataAt = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
    const data = view.subarray(dataAt, dataAt + compressedSize);
    // maxOutputLength makes zlib stop (and throw) once the part unpacks past what is left.
    const size = method === 0 ? data.length : inflateRawSync(data, { maxOutputLength: Math.max(left, 1) }).length;
    left -= size;
    if (left < 0) throw pupilsErrors.listUnreadable();
    at += 46 + view.readUInt16LE(at + 28) + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
}

async function cellsOfXlsx(bytes: Uint8Array): Promise<string[][]> {
  try {
    assertUnpacksSmall(bytes);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    const last = Math.min(sheet.rowCount, PUPIL_LIST_ROWS_READ_MAX + 1);
    for (let number = 1; number <= last; number += 1) {
      const row = sheet.getRow(number);
      const cells: string[] = [];
      for (let column = 1; column <= Math.min(row.cellCount, 20); column += 1) cells.push(row.getCell(column).text);
      rows.push(cells);
    }
    return rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw pupilsErrors.listUnreadable();
  }
}

/** The cells of an uploaded file: an XLSX by its bytes, otherwise UTF-8 text; anything else 415. */
export async function cellsOfFile(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.byteLength > PUPIL_LIST_FILE_MAX_BYTES) throw pupilsErrors.listTooLarge();
  if (isZip(bytes)) return cellsOfXlsx(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw pupilsErrors.listWrongType();
  }
  if (text.includes('\u0000')) throw pupilsErrors.listWrongType();
  return cellsOfText(text);
}
