// Issue 34 (decision 051): every review date comes from ts-fsrs; nothing here schedules by itself.
// Server-only (the SPA never imports it, so ts-fsrs stays out of its bundles).
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

// Day-granular FSRS: no short-term learning steps (a problem is not shown again minutes later)
// and no fuzz (the same answers give the same dates, which the tests and the learner can rely on).
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export type StoredCard = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
};

export const RATING = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good } as const;

/** The card as ts-fsrs holds it, whose field names are review_cards' columns. */
export function toCard(card: StoredCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

function fromCard(card: Card): StoredCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A new card, as ts-fsrs makes one, due at `due` (a card to confirm 'Mahir': due days later). */
export function newCard(now: Date, due: Date = now): StoredCard {
  return { ...fromCard(createEmptyCard(now)), due };
}

/** The card after a rating at `now` (a new card rated at once: a problem solved after retries is Hard). */
export function rate(card: StoredCard, now: Date, rating: Grade): StoredCard {
  return fromCard(scheduler.next(toCard(card), now, rating).card);
}

/** The card of a problem solved at `now` after more than one attempt: a new card rated Hard. */
export function retryCard(now: Date): StoredCard {
  return rate(newCard(now), now, Rating.Hard);
}
