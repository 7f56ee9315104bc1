import { createHash } from 'node:crypto';
import type { Row, Style, Workbook } from 'exceljs';
import { spreadsheetCell } from '../../../core/spreadsheet-cell';
import type { Holder } from '../../cache/cache';

// What every spreadsheet a teacher downloads shares (issue 35's report, issue 51's gradebook).

// exceljs is loaded on the first export and kept: a server that never exports never holds it
// (the server's memory budget, ARCHITECTURE.md section 7).
// It is CommonJS: Node's import() hands its exports over as `default`.
type ExcelJs = typeof import('exceljs');
let excel: Promise<ExcelJs> | undefined;
export const loadExcel = () => (excel ??= import('exceljs').then((module) => (module as ExcelJs & { default: ExcelJs }).default));

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Formats Excel and LibreOffice show in the reader's own locale: an Indonesian one shows '33,3%'.
export const PERCENT = '0.0%';
export const DATE_TIME = 'dd/mm/yyyy hh:mm';

export const yesNo = (value: boolean) => (value ? 'Ya' : 'Tidak');

// exceljs keys a cell's style by rendering it to XML unless it has met that style object before, and
// every cell it creates copies its column's style into an object of its own: about a quarter of the
// file's CPU went to those renders. So each cell is handed one shared object per format (and the
// header's bold ones), which exceljs then keys once.
export type Styles = (numFmt: string | undefined, bold?: boolean) => Partial<Style>;
export function sharedStyles(): Styles {
  const styles = new Map<string, Partial<Style>>();
  return (numFmt, bold = false) => {
    const key = `${numFmt ?? ''}|${bold}`;
    let style = styles.get(key);
    if (!style) styles.set(key, (style = { ...(numFmt ? { numFmt } : {}), ...(bold ? { font: { bold: true } } : {}) }));
    return style;
  };
}

export type SheetColumn = { header: string; key: string; width: number; numFmt?: string };

export function sheet(workbook: Workbook, styleOf: Styles, name: string, columns: SheetColumn[]) {
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map(({ header, key, width, numFmt }) => ({ header, key, width, style: styleOf(numFmt) }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).eachCell((cell, column) => {
    cell.style = styleOf(columns[column - 1]!.numFmt, true);
  });
  return {
    worksheet,
    // Every row goes through here, so no text a learner typed reaches a cell as a formula.
    addRow(values: Record<string, unknown>): Row {
      const row = worksheet.addRow(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, spreadsheetCell(value)])));
      columns.forEach(({ numFmt }, index) => {
        row.getCell(index + 1).style = styleOf(numFmt);
      });
      return row;
    },
  };
}

export type SpreadsheetFile = { fileName: string; body: Buffer };

// A file is a function of the value it shows alone, so it is built once per distinct value and kept
// (`files`, cache/cache.ts), keyed by a hash of the value's JSON, which is also its ETag: a teacher
// exporting again gets the same file without exceljs writing it again (7-9 ms of CPU), and a browser
// that holds it gets 304. Any change in the value (an answer, a name, the clock making work late) is
// a new hash: never stale.
export async function heldFile<T>(files: Holder<SpreadsheetFile>, value: T, build: (value: T) => Promise<SpreadsheetFile>): Promise<SpreadsheetFile & { etag: string }> {
  const etag = `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url')}"`;
  return { ...(await files.get(etag, () => build(value)))!, etag };
}
