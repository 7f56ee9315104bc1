import { describe, expect, it } from 'vitest';
import type { TSittingState } from './api/get-sitting';
import { ApiError } from '../../lib/api-client';
import { outcomeOf, withSaved } from './use-answer-saver';

const state = {
  serverNow: '2026-12-01T08:00:00.000Z',
  sittingId: 's1',
  status: 'in-progress',
  sections: [],
  current: {
    sectionId: 'a',
    name: 'Penalaran Matematika',
    deadlineAt: '2026-12-01T08:30:00.000Z',
    remainingMs: 1_800_000,
    problems: [
      { position: 1, problemId: 'PR-AAAAAAAA', answer: null, flagged: false, problem: { problemId: 'PR-AAAAAAAA' } },
      { position: 2, problemId: 'PR-BBBBBBBB', answer: 'A', flagged: false, problem: { problemId: 'PR-BBBBBBBB' } },
    ],
  },
} as unknown as TSittingState;

describe('the cached sitting after a save', () => {
  it("holds the saved answer and flag, and the server's time of the save", () => {
    const saved = withSaved(state, 'PR-BBBBBBBB', { answer: 'C', flagged: true }, '2026-12-01T08:05:00.000Z')!;
    expect(saved.current!.problems.map((item) => [item.problemId, item.answer, item.flagged])).toEqual([
      ['PR-AAAAAAAA', null, false],
      ['PR-BBBBBBBB', 'C', true],
    ]);
    expect(saved.serverNow).toBe('2026-12-01T08:05:00.000Z');
    expect(saved.current!.problems[1]!.problem).toBe(state.current!.problems[1]!.problem);
  });

  it('is left as it is for a problem not in the running section, or no cached sitting', () => {
    expect(withSaved(state, 'PR-CCCCCCCC', { answer: 'C', flagged: false }, '2026-12-01T08:05:00.000Z')).toBe(state);
    expect(withSaved(undefined, 'PR-AAAAAAAA', { answer: 'C', flagged: false }, '2026-12-01T08:05:00.000Z')).toBeUndefined();
  });
});

describe('what a refused save means', () => {
  const refused = (status: number, code: string) => outcomeOf(new ApiError({ status, code, message: code }));
  it('a closed section, and any other 409 about the sitting, ends the section; a write conflict is sent again', () => {
    expect(refused(409, 'TRYOUT_SECTION_CLOSED')).toEqual({ ok: false, kind: 'closed', code: 'TRYOUT_SECTION_CLOSED' });
    expect(refused(409, 'TRYOUT_NOT_OPEN')).toEqual({ ok: false, kind: 'closed', code: 'TRYOUT_NOT_OPEN' });
    expect(refused(409, 'server.write_conflict')).toEqual({ ok: false, kind: 'failed', code: 'server.write_conflict' });
  });
  it('an ended session, a malformed answer and an outage each get their own handling', () => {
    expect(refused(401, 'auth.session_expired')).toEqual({ ok: false, kind: 'expired', code: 'auth.session_expired' });
    expect(refused(422, 'VALIDATION_ERROR')).toEqual({ ok: false, kind: 'refused', code: 'VALIDATION_ERROR' });
    expect(refused(503, 'server.unavailable')).toEqual({ ok: false, kind: 'failed', code: 'server.unavailable' });
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ ok: false, kind: 'failed', code: 'unknown' });
  });
});
