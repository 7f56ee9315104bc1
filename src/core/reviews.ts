// Issue 34: the review queue ('Ulang Soal') and the next step, as the API sends them (contract in
// /work/notes/issue34-contract.md; decision 051). No scheduler here: the server schedules with
// ts-fsrs (src/core/review-schedule.ts), which the SPA never loads.
import type { MasteryLevel, TSubtopicLevel } from './mastery';
import type { TSubmittedAnswer } from './problem-shapes';

// Why a problem entered a learner's queue: solved after retries, to confirm a 'Mahir' subtopic,
// answered wrong and left unsolved (issue 52), or its solution seen ('Lihat pembahasan', issue 52).
export const REVIEW_REASONS = ['retry', 'confirm', 'mistake', 'reveal'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

// The ratings a review answer gets (wrong: Again, right: Good).
export const REVIEW_RATINGS = ['again', 'good'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

// The due list's cap (GET /reviews).
export const REVIEW_LIST_LIMIT = 50;
// A review answer repeating the learner's last review of the problem within this long is the same
// review (a double-click), answered again and not recorded.
export const REVIEW_REPEAT_WINDOW_MS = 60_000;
// How many of a subtopic's first-try-solved problems are queued to confirm 'Mahir'.
export const CONFIRM_CARDS_PER_SUBTOPIC = 3;

/** How the review page names each reason beside a card (issue 52: a learner sees why a problem came back). */
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  retry: 'Benar setelah beberapa upaya',
  confirm: 'Memastikan level Mahir',
  mistake: 'Pernah salah',
  reveal: 'Pembahasan sudah dilihat',
};

// A problem answered wrong comes back at the start of the learner's next day (issue 52, decision 086).
export const MISTAKE_REVIEW_DAYS = 1;

/**
 * A wrong answer enters its problem into the queue (issue 52): the first writes the card, due at
 * the start of the learner's next day; a later one finds it there (one card per problem), and so
 * does the retry card of a solve that follows.
 */
export const entersMistakeQueue = (progress: { attemptsCount: number; isCorrect: boolean }) => !progress.isCorrect && progress.attemptsCount > 0;

/** A problem solved after retries enters the queue (a new card rated Hard); one solved at once does not. */
export const entersRetryQueue = (progress: { attemptsCount: number; isCorrect: boolean }) => progress.isCorrect && progress.attemptsCount > 1;

/** A published problem of a subtopic with the learner's progress on it (solvedAt: when that progress was last written, in ms). */
export type TConfirmCandidate = { problemId: number; attemptsCount: number; isCorrect: boolean; solvedAt: number; hasCard: boolean };

/**
 * The problems that confirm a subtopic the learner just made 'Mahir': those they solved on the
 * first try and have no card for, latest first, at most CONFIRM_CARDS_PER_SUBTOPIC.
 */
export function confirmCardProblems(candidates: readonly TConfirmCandidate[]): number[] {
  return candidates
    .filter((candidate) => candidate.isCorrect && candidate.attemptsCount === 1 && !candidate.hasCard)
    .sort((a, b) => b.solvedAt - a.solvedAt || b.problemId - a.problemId)
    .slice(0, CONFIRM_CARDS_PER_SUBTOPIC)
    .map((candidate) => candidate.problemId);
}

export type TProblemLink = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

export type TNextStep =
  | { kind: 'review'; dueCount: number }
  | { kind: 'continue'; link: TProblemLink; subtopicName: string }
  | { kind: 'start'; link: TProblemLink; subtopicName: string; level: MasteryLevel };

export type TNextProblem = { next: (TProblemLink & { subtopicName: string }) | null };

export type TReviewItem = TProblemLink & { subtopicName: string; topicName: string; dueAt: string; reason: ReviewReason };

export type TReviewList = { due: TReviewItem[]; dueCount: number; nextDueAt: string | null };

export type TReviewsSummary = { dueCount: number; nextDueAt: string | null };

/** A review's grade; `answer`: the answer it graded (the learner's own, shown beside the key). */
export type TReviewAnswerResult = { isCorrect: boolean; rating: ReviewRating; nextDueAt: string; isRepeat: boolean; answer: TSubmittedAnswer };

export type TReviewAnswerResponse<TReveal = unknown> = { result: TReviewAnswerResult; reveal: TReveal; level: TSubtopicLevel | null };

export type TMasteryTopicLevels = { levels: TSubtopicLevel[] };
export type TMasterySubtopicLevel = { level: TSubtopicLevel | null };

/** The dashboard's map as the page shows it: category › topic › subtopic, each subtopic with its level. */
export type TMasteryMap = {
  categoryId: string;
  categoryName: string;
  topics: { topicId: string; topicName: string; subtopics: (TSubtopicLevel & { subtopicName: string })[] }[];
}[];

/** The map's names and codes without levels: the same for every learner (GET /mastery/map's `outline`). */
export type TMasteryOutline = {
  categoryId: string;
  categoryName: string;
  topics: { topicId: string; topicName: string; subtopics: { subtopicId: string; subtopicName: string }[] }[];
}[];

/** A learner's level on one subtopic of the map, as sent: what the page shows (its label is the level's). */
export type TMapLevel = [level: MasteryLevel, reason: string];

/** GET /mastery/map: the outline, then the learner's level on each of its subtopics, in its order (decision 055). */
export type TMasteryMapResponse = { outline: TMasteryOutline; levels: TMapLevel[] };

export const REVIEW_ERROR_MESSAGES = {
  'reviews.not_found': 'Soal ini tidak ada di daftar ulang Anda.',
  'reviews.not_due': 'Soal ini belum waktunya diulang.',
} as const;
