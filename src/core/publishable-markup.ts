// Issue 53.6: a problem whose formulas KaTeX cannot parse (e.g. '$\frac{1}{$') may be saved as a
// draft, but is not published ('Terbitkan', alone or in bulk): learners would see red source text.
// Server-side only (it renders with KaTeX, core/markup.ts).
import { texErrors } from './markup';

export type TMarkupFields = {
  questionText: string;
  options?: Record<string, string> | null;
  solutionText?: string | null;
  hints?: string[] | null;
};

/** One field with a broken formula, shaped as a validation issue (path as the write request names it). */
export type TTexIssue = { path: string; message: 'tex_error'; code: 'custom'; error: string };

// Option keys in their shown order: A, B... and statement_2 before statement_10.
const byKey = ([a]: [string, string], [b]: [string, string]) => a.localeCompare(b, 'en', { numeric: true });

/** The fields whose formulas do not parse, in the form's order: question, options, solution, hints. */
export function texIssues(problem: TMarkupFields): TTexIssue[] {
  const fields: [string, string][] = [
    ['questionText', problem.questionText],
    ...Object.entries(problem.options ?? {})
      .sort(byKey)
      .map(([key, text]): [string, string] => [`options.${key}`, text]),
    ['solutionText', problem.solutionText ?? ''],
    ...(problem.hints ?? []).map((hint, index): [string, string] => [`hints.${index}`, hint]),
  ];
  const issues: TTexIssue[] = [];
  for (const [path, text] of fields) {
    // Only a text with a '$' can hold a formula; most options and hints have none.
    if (!text.includes('$')) continue;
    const [error] = texErrors(text);
    if (error !== undefined) issues.push({ path, message: 'tex_error', code: 'custom', error });
  }
  return issues;
}

/** A field's name as the editor labels it, for messages that list them ('Teks soal', 'Opsi B'...). */
export function markupFieldLabel(path: string): string {
  const [head, key] = path.split('.');
  if (head === 'questionText') return 'Teks soal';
  if (head === 'solutionText') return 'Teks pembahasan';
  if (head === 'hints') return `Petunjuk ${Number(key) + 1}`;
  if (head === 'options' && key !== undefined) {
    const statement = /^statement_(\d+)$/.exec(key);
    return statement ? `Pernyataan ${statement[1]}` : `Opsi ${key}`;
  }
  return path;
}

// A bulk refusal names this many problems, then counts the rest (its details list them all).
const LISTED_PROBLEMS = 10;

/** The server's Indonesian refusal of a publish, naming each problem and its fields. */
export function unpublishableMessage(problems: { problemId: string; paths: string[] }[]): string {
  const named = problems.slice(0, LISTED_PROBLEMS).map(({ problemId, paths }) => `${problemId} (${paths.map(markupFieldLabel).join(', ')})`);
  const more = problems.length - named.length;
  const listed = named.join('; ') + (more > 0 ? `; dan ${more} soal lainnya` : '');
  return problems.length === 1 && problems[0]
    ? `Rumus KaTeX di soal ${listed} tidak valid, jadi soal belum bisa diterbitkan. Perbaiki rumusnya; sebagai draf soal tetap bisa disimpan.`
    : `Rumus KaTeX di ${problems.length} soal tidak valid, jadi tidak ada yang diterbitkan: ${listed}. Perbaiki rumusnya, lalu terbitkan lagi.`;
}
