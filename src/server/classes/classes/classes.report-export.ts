import { createHash } from 'node:crypto';
import type { Row, Style, Workbook } from 'exceljs';
import { LEARNER_STATUS_LABELS } from '../../../core/assignments';
import { slugOf, wallClockInZone } from '../../../core/classes';
import { spreadsheetCell } from '../../../core/spreadsheet-cell';
import type { Holder } from '../../cache/cache';
import type { TAssignmentReport } from './classes.report.usecases';

// exceljs is loaded on the first export and kept: a server that never exports never holds it
// (the server's memory budget, ARCHITECTURE.md section 7).
// It is CommonJS: Node's import() hands its exports over as `default`.
type ExcelJs = typeof import('exceljs');
let excel: Promise<ExcelJs> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => (module as ExcelJs & { default: ExcelJs }).default));

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Formats Excel and LibreOffice show in the reader's own locale: an Indonesian one shows '33,3%'.
const PERCENT = '0.0%';
const DATE_TIME = 'dd/mm/yyyy hh:mm';

const yesNo = (value: boolean) => (value ? 'Ya' : 'Tidak');

// exceljs keys a cell's style by rendering it to XML unless it has met that style object before, and
// every cell it creates copies its column's style into an object of its own: about a quarter of the
// file's CPU went to those renders. So each cell is handed one shared object per format (and the
// header's bold ones), which exceljs then keys once.
type Styles = (numFmt: string | undefined, bold?: boolean) => Partial<Style>;
function sharedStyles(): Styles {
  const styles = new Map<string, Partial<Style>>();
  return (numFmt, bold = false) => {
    const key = `${numFmt ?? ''}|${bold}`;
    let style = styles.get(key);
    if (!style) styles.set(key, (style = { ...(numFmt ? { numFmt } : {}), ...(bold ? { font: { bold: true } } : {}) }));
    return style;
  };
}

type SheetColumn = { header: string; key: string; width: number; numFmt?: string };

function sheet(workbook: Workbook, styleOf: Styles, name: string, columns: SheetColumn[]) {
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

/**
 * The report as a spreadsheet (issue 35): sheets 'Siswa', 'Soal' and 'Ringkasan', with the same
 * numbers as the JSON report. Dates are Excel dates showing the class's clock, rates are numbers
 * with a percent format, and names are plain strings (never read as formulas: core/spreadsheet-cell.ts).
 */
export async function reportWorkbook(report: TAssignmentReport): Promise<{ fileName: string; body: Buffer }> {
  const ExcelJS = await loadExcel();
  const { assignment } = report;
  const zoned = (iso: string | null) => (iso === null ? null : wallClockInZone(new Date(iso), assignment.timeZone));
  const workbook = new ExcelJS.Workbook();
  const styleOf = sharedStyles();

  const learners = sheet(workbook, styleOf, 'Siswa', [
    { header: 'Nama', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 30 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Soal selesai', key: 'solved', width: 12 },
    { header: 'Jumlah soal', key: 'total', width: 12 },
    { header: 'Percobaan', key: 'attempts', width: 11 },
    { header: 'Benar di percobaan pertama', key: 'firstTryCorrect', width: 14 },
    { header: 'Selesai pada', key: 'finishedAt', width: 18, numFmt: DATE_TIME },
    { header: 'Terlambat', key: 'late', width: 10 },
  ]);
  for (const learner of report.learners) {
    learners.addRow({ ...learner, status: LEARNER_STATUS_LABELS[learner.status], finishedAt: zoned(learner.finishedAt), late: yesNo(learner.late) });
  }

  const problems = sheet(workbook, styleOf, 'Soal', [
    { header: 'No', key: 'position', width: 5 },
    { header: 'Soal', key: 'problemId', width: 14 },
    { header: 'Terbit', key: 'published', width: 8 },
    { header: 'Siswa mencoba', key: 'learnersAttempted', width: 12 },
    { header: 'Benar di percobaan pertama', key: 'firstTryRate', width: 14, numFmt: PERCENT },
    { header: 'Siswa selesai', key: 'solvedCount', width: 12 },
    { header: 'Jawaban salah terbanyak', key: 'wrongAnswers', width: 40 },
  ]);
  for (const problem of report.problems) {
    problems.addRow({
      ...problem,
      published: yesNo(problem.published),
      wrongAnswers: problem.topWrongAnswers.map(({ answer, count }) => `${answer} (${count})`).join('; '),
    });
  }

  const summary = sheet(workbook, styleOf, 'Ringkasan', [
    { header: 'Keterangan', key: 'label', width: 26 },
    { header: 'Nilai', key: 'value', width: 36 },
  ]);
  const finished = report.learners.filter((learner) => learner.status === 'solved').length;
  const rows: [string, string | number | Date | null, string?][] = [
    ['Kelas', assignment.className],
    ['Tugas', assignment.title],
    ['Tenggat', zoned(assignment.dueAt), DATE_TIME],
    ['Zona waktu', assignment.timeZone],
    ['Tutup setelah tenggat', yesNo(assignment.closeAfterDue)],
    ['Jumlah soal', assignment.problemCount],
    ['Jumlah siswa', report.learners.length],
    ['Siswa selesai', finished],
    ['Tingkat selesai', report.learners.length === 0 ? null : finished / report.learners.length, PERCENT],
  ];
  for (const [label, value, numFmt] of rows) {
    const row = summary.addRow({ label, value });
    if (numFmt) row.getCell('value').style = styleOf(numFmt);
  }

  // Stored, not deflated (decision 062): exceljs deflates each part with pako, in JavaScript, which
  // was half of its time (a 40-learner report: 6.0 ms of CPU deflated at level 1, 12 KB; 2.8 ms
  // stored, 42 KB). The HTTP layer gzips the stored file for a browser in one native call (about
  // 0.25 ms), which sends fewer bytes (8 KB) than the deflated file did; the file saved is 42 KB.
  const body = Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: 'STORE' } }));
  return { fileName: `laporan-${slugOf(assignment.title)}.xlsx`, body };
}

export type ReportFile = { fileName: string; body: Buffer };

// The file is a function of the report alone, so it is built once per distinct report and kept
// (`files`, cache/cache.ts), keyed by a hash of the report's JSON, which is also its ETag: a
// teacher exporting again, or a second teacher of the same data, gets the same file without
// exceljs writing it again (7-9 ms of CPU), and a browser that holds it gets 304. Any change in
// the report (an answer, a name, the clock making work late) is a new hash: never stale.
export async function reportFile(files: Holder<ReportFile>, report: TAssignmentReport): Promise<ReportFile & { etag: string }> {
  const etag = `"${createHash('sha256').update(JSON.stringify(report)).digest('base64url')}"`;
  return { ...(await files.get(etag, () => reportWorkbook(report)))!, etag };
}
