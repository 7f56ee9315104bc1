import { describe, expect, it } from 'vitest';
import { keepsProblemsGraded, keepsProblemsOutOfPractice, keepsProblemsVisible, tryoutState } from './tryout-state';

const opensAt = new Date('2026-12-01T08:00:00Z');
const closesAt = new Date('2026-12-01T10:00:00Z');

describe('tryoutState', () => {
  it.each([
    ['a draft whatever the time', null, '2026-12-01T09:00:00Z', null, 'draft'],
    ['published, before it opens', opensAt, '2026-12-01T07:59:59.999Z', null, 'upcoming'],
    ['at the opening instant', opensAt, '2026-12-01T08:00:00Z', null, 'open'],
    ['just before it closes', opensAt, '2026-12-01T09:59:59.999Z', null, 'open'],
    ['at the closing instant', opensAt, '2026-12-01T10:00:00Z', null, 'closed'],
    ['closed and scored', opensAt, '2026-12-01T11:00:00Z', 7, 'final'],
  ] as const)('%s', (_, publishedAt, now, finalVersionId, expected) => {
    expect(tryoutState({ publishedAt, opensAt, closesAt, finalVersionId }, new Date(now))).toBe(expected);
  });
});

describe('what a tryout holds of its problems', () => {
  const at = new Date('2026-12-01T08:30:00Z');
  it.each([
    ['a draft', { publishedAt: null, firstStartedAt: null, finalVersionId: null }, false, false],
    ['published, nobody started yet', { publishedAt: at, firstStartedAt: null, finalVersionId: null }, true, false],
    ['started, not finally scored (open or closed)', { publishedAt: at, firstStartedAt: at, finalVersionId: null }, true, true],
    ['finally scored', { publishedAt: at, firstStartedAt: at, finalVersionId: 3 }, false, false],
    ['finally scored with nobody sitting it', { publishedAt: at, firstStartedAt: null, finalVersionId: 1 }, false, false],
  ] as const)('%s', (_, tryout, visible, graded) => {
    expect(keepsProblemsVisible(tryout)).toBe(visible);
    expect(keepsProblemsGraded(tryout)).toBe(graded);
  });
});

describe('which tryouts keep their problems out of practice', () => {
  const at = new Date('2026-12-01T08:30:00Z');
  it.each([
    ['a draft an admin is building', { publishedAt: null, finalVersionId: null }, false],
    ['published and upcoming (learners see it listed)', { publishedAt: at, finalVersionId: null }, true],
    ['open or closed, awaiting its final scores', { publishedAt: at, finalVersionId: null }, true],
    ['finally scored', { publishedAt: at, finalVersionId: 3 }, false],
    ['unpublished again after a mistaken publication', { publishedAt: null, finalVersionId: null }, false],
  ] as const)('%s', (_, tryout, held) => {
    expect(keepsProblemsOutOfPractice(tryout)).toBe(held);
  });
});
