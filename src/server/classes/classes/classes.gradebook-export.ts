import { LEARNER_STATUS_LABELS } from '../../../core/assignments';
import { slugOf, wallClockInZone } from '../../../core/classes';
import { cellCredit } from '../../../core/gradebook';
import { csvDate, csvFile, csvTime, type CsvCell } from './csv-export';
import type { TGradebook } from './classes.gradebook.usecases';
import type { TAssignmentReport } from './classes.report.usecases';
import { loadExcel, sharedStyles, sheet, yesNo, type SpreadsheetFile } from './spreadsheet';

// Issue 51: the gradebook as XLSX and CSV, and an assignment's report as CSV. The same numbers as
// the JSON the pages show; learners in roll-call order.

const DATE = 'dd/mm/yyyy';
const AVERAGE = '0.0';
const CLASS_AVERAGE = 'Rata-rata kelas';

const assignmentHeader = (assignment: TGradebook['assignments'][number], timeZone: string) => `${assignment.title} (${csvDate(assignment.dueAt, timeZone)})`;

/** The gradebook's sheets: 'Nilai' (learners x assignments), 'Tugas' (each assignment), 'Keterangan'. */
export async function gradebookWorkbook(gradebook: TGradebook): Promise<SpreadsheetFile> {
  const ExcelJS = await loadExcel();
  const { timeZone } = gradebook.class;
  const workbook = new ExcelJS.Workbook();
  const styleOf = sharedStyles();
  const scores = sheet(workbook, styleOf, 'Nilai', [
    { header: 'No. absen', key: 'rollNumber', width: 9 },
    { header: 'Nama', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 30 },
    ...gradebook.assignments.map((assignment, index) => ({ header: assignmentHeader(assignment, timeZone), key: `a${index}`, width: 14 })),
    { header: 'Rata-rata', key: 'average', width: 10, numFmt: AVERAGE },
  ]);
  for (const learner of gradebook.learners) {
    scores.addRow({ ...learner, ...Object.fromEntries(learner.scores.map((score, index) => [`a${index}`, score])) });
  }
  scores.addRow({ name: CLASS_AVERAGE, ...Object.fromEntries(gradebook.assignments.map((assignment, index) => [`a${index}`, assignment.average])) });
  gradebook.assignments.forEach((_, index) => {
    scores.worksheet.getRow(scores.worksheet.rowCount).getCell(4 + index).style = styleOf(AVERAGE);
  });

  const list = sheet(workbook, styleOf, 'Tugas', [
    { header: 'Tugas', key: 'title', width: 36 },
    { header: 'Tenggat', key: 'dueAt', width: 12, numFmt: DATE },
    { header: 'Tutup setelah tenggat', key: 'closeAfterDue', width: 12 },
    { header: 'Jumlah soal', key: 'problemCount', width: 10 },
    { header: CLASS_AVERAGE, key: 'average', width: 14, numFmt: AVERAGE },
  ]);
  for (const assignment of gradebook.assignments) {
    list.addRow({ ...assignment, dueAt: wallClockInZone(new Date(assignment.dueAt), timeZone), closeAfterDue: yesNo(assignment.closeAfterDue) });
  }

  const notes = sheet(workbook, styleOf, 'Keterangan', [
    { header: 'Keterangan', key: 'label', width: 14 },
    { header: 'Isi', key: 'value', width: 100 },
  ]);
  notes.addRow({ label: 'Kelas', value: gradebook.class.name });
  notes.addRow({ label: 'Nilai', value: gradebook.definition });

  const body = Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: 'STORE' } }));
  return { fileName: `nilai-${slugOf(gradebook.class.name)}.xlsx`, body };
}

/** One row per learner: No. absen, Nama, Email, one score per assignment, the average; then the class's averages. */
export function gradebookCsv(gradebook: TGradebook): SpreadsheetFile {
  const { timeZone } = gradebook.class;
  const rows: CsvCell[][] = [
    ['No. absen', 'Nama', 'Email', ...gradebook.assignments.map((assignment) => assignmentHeader(assignment, timeZone)), 'Rata-rata'],
    ...gradebook.learners.map((learner) => [learner.rollNumber, learner.name, learner.email, ...learner.scores, learner.average]),
    [null, CLASS_AVERAGE, null, ...gradebook.assignments.map((assignment) => assignment.average), null],
  ];
  return { fileName: `nilai-${slugOf(gradebook.class.name)}.csv`, body: csvFile(rows) };
}

/** An assignment's report as CSV: per learner the score, status, when finished, and each problem's credit. */
export function reportCsv(report: TAssignmentReport): SpreadsheetFile {
  const { assignment } = report;
  const rows: CsvCell[][] = [
    ['No. absen', 'Nama', 'Email', 'Nilai', 'Status', 'Soal selesai', 'Jumlah soal', 'Tanggal selesai', 'Jam selesai', 'Terlambat', ...report.problems.map((problem) => `Soal ${problem.position} (${problem.problemId})`)],
    ...report.learners.map((learner) => [
      learner.rollNumber,
      learner.name,
      learner.email,
      learner.score,
      LEARNER_STATUS_LABELS[learner.status],
      learner.solved,
      learner.total,
      csvDate(learner.finishedAt, assignment.timeZone),
      csvTime(learner.finishedAt, assignment.timeZone),
      yesNo(learner.late),
      ...learner.cells.map((cell) => cellCredit(cell, assignment)),
    ]),
  ];
  return { fileName: `laporan-${slugOf(assignment.title)}.csv`, body: csvFile(rows) };
}
