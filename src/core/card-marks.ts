// A learner's marks on a subtopic list's cards: plain types and one function, no zod, so the
// learner pages that show the list do not carry the schema library (catalog-schemas.ts has it).

export type TProblemStatus = 'correct' | 'wrong' | 'untried';

/** A signed-in learner's mark on one card of a subtopic's list. */
export type TCardMark = { status: TProblemStatus; isBookmarked: boolean };

/** The mark of a card the learner has neither tried nor bookmarked. */
export const UNMARKED_CARD: TCardMark = { status: 'untried', isBookmarked: false };

/**
 * A subtopic's list as the API sends it: the cards, the same for every learner (held compressed
 * by the server), then, for a signed-in learner, the marks of the cards they have tried or
 * bookmarked, by problem code (every other card is not yet tried and not bookmarked); absent for a
 * guest. The SPA and the server's render both show it with each mark on its card (withCardMarks).
 */
export type TSubtopicListWire<Card, Rest> = Rest & { problems: Card[]; marks?: Record<string, TCardMark> };

/** The list with each learner's mark on its card; a guest's cards unchanged. */
export function withCardMarks<Card extends { problemId: string }, Rest extends object>({ marks, problems, ...rest }: TSubtopicListWire<Card, Rest>) {
  return {
    ...rest,
    problems: problems.map((card): Card & Partial<TCardMark> => (marks ? { ...card, ...(marks[card.problemId] ?? UNMARKED_CARD) } : card)),
  };
}
