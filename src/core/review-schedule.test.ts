import { describe, expect, it } from 'vitest';
import { newCard, rate, RATING, retryCard } from './review-schedule';

const at = (iso: string) => new Date(iso);
const day = (date: Date) => date.toISOString().slice(0, 10);

// The dates ts-fsrs 5.4.2 gives (FSRS-6 default weights, no fuzz, no short-term steps), pinned:
// a change of the library's version or of our parameters shows here first.
describe('review scheduling (ts-fsrs, decision 051)', () => {
  it('schedules a problem solved after retries (new card rated Hard), then reviews', () => {
    const solved = at('2026-01-01T00:00:00Z');
    const card = retryCard(solved);
    expect(day(card.due)).toBe('2026-01-03');
    expect(card.reps).toBe(1);

    const good = rate(card, card.due, RATING.good);
    expect(day(good.due)).toBe('2026-01-10');
    const again = rate(good, good.due, RATING.again);
    expect(day(again.due)).toBe('2026-01-11');
    expect(again.lapses).toBe(1);
    const goodAgain = rate(again, again.due, RATING.good);
    expect(goodAgain.due.getTime()).toBeGreaterThan(again.due.getTime());
  });

  it('rates a confirm card (new, due days later) when it is answered', () => {
    const queued = at('2026-01-01T05:00:00Z');
    const card = newCard(queued, at('2026-01-07T17:00:00Z'));
    expect(card.state).toBe(0);
    const good = rate(card, at('2026-01-08T01:00:00Z'), RATING.good);
    expect(good.due.getTime()).toBeGreaterThan(at('2026-01-08T01:00:00Z').getTime());
    expect(good.reps).toBe(1);
  });
});
