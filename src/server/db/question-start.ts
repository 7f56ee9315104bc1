import { sql } from 'drizzle-orm';
import { longestPreviewLength } from '../../core/preview';
import { problems } from './schema';

// The start of a question that questionPreview needs to build a card's preview: one character
// past the longest preview (a formula at the cut may stretch it) tells it whether to add an
// ellipsis, without reading whole questions for a list.
export const questionStart = sql<string>`left(${problems.questionText}, ${sql.raw(String(longestPreviewLength() + 1))})`;

