// Spreadsheet (CSV) injection, OWASP: a cell whose text begins with one of these is taken for a
// formula by Excel, LibreOffice or Google Sheets (at once in a CSV, in an XLSX once the teacher
// edits the cell), and a formula such as =HYPERLINK(...) or a DDE call can leak the sheet or run a
// program. Learners choose their names, and their answers are shown too, so any text may be hostile.
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

// A leading single quote is what OWASP prescribes: spreadsheet programs read the rest as plain text.
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

// Every value an exporter writes passes here: text is neutralised; numbers (a score of -1 included),
// dates, booleans and empty cells are not text, cannot be formulas, and stay what they are.
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}
