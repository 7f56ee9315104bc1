import { sql } from 'drizzle-orm';
import { MARKUP_RENDERER_VERSION } from '../../core/markup';
import { longestPreviewLength } from '../../core/preview';
import { problems } from './schema';

// The start of a question that questionPreview needs to build a card's preview: one character
// past the longest preview (a formula at the cut may stretch it) tells it whether to add an
// ellipsis, without reading whole questions for a list.
export const questionStart = sql<string>`left(${problems.questionText}, ${sql.raw(String(longestPreviewLength() + 1))})`;

// A list's card needs the question start only to render a preview no current one is stored for.
export const questionStartUnlessRendered = sql<string | null>`case when ${problems.renderedVersion} = ${sql.raw(String(MARKUP_RENDERER_VERSION))} then null else ${questionStart} end`;
