import { eq, ilike, or, type Placeholder, type SQL } from 'drizzle-orm';
import { problems } from '../../db/schema';

// The problem search box (the admin problem list's, and a teacher's picking problems for an
// assignment): a problem's code typed whole, or text its question contains. ILIKE treats % and _
// as wildcards; a search for them means them literally.
export function problemSearchValues(q: string | undefined) {
  const text = q?.trim() || undefined;
  return { qCode: text?.toUpperCase(), qPattern: text && `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` };
}

export const problemSearchCondition = (code: SQL | Placeholder, pattern: SQL | Placeholder) => or(eq(problems.problemId, code), ilike(problems.questionText, pattern))!;
