import { describe, expect, it } from 'vitest';
import { closingOf, isPastGrace, learnerTryoutState, nextSectionToStart, remainingMs, sectionDeadline, sittingSectionState, weakestSubtopics } from './tryout-sitting';
import { TRYOUT_ANSWER_GRACE_SECONDS } from './tryouts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 8, 0) + minutes * 60_000);
const GRACE = TRYOUT_ANSWER_GRACE_SECONDS * 1000;
const window = { publishedAt: at(-100), opensAt: at(0), closesAt: at(120), finalVersionId: null };

describe('learnerTryoutState', () => {
  it.each([
    ['a draft, whatever the time', { ...window, publishedAt: null }, at(60), 'draft'],
    ['before it opens', window, at(-1), 'upcoming'],
    ['at the moment it opens', window, at(0), 'open'],
    ['at the moment it closes', window, at(120), 'closed'],
    ['closed with its final scores', { ...window, finalVersionId: 7 }, at(200), 'closed'],
  ] as const)('%s', (_, tryout, now, state) => {
    expect(learnerTryoutState(tryout, now)).toBe(state);
  });
});

describe('sectionDeadline', () => {
  it.each([
    ['its duration from now', at(10), 1800, at(40)],
    ['the close when that comes first', at(100), 1800, at(120)],
  ])('%s', (_, now, duration, deadline) => {
    expect(sectionDeadline(now, duration, at(120))).toEqual(deadline);
  });
});

describe('the grace and the time left', () => {
  it.each([
    [-1, false],
    [0, false],
    [GRACE - 1, false],
    [GRACE, true],
  ])('%i ms after the deadline: past the grace %s', (after, past) => {
    expect(isPastGrace(at(30), new Date(at(30).getTime() + after))).toBe(past);
  });
  it.each([
    [at(20), 600_000],
    [at(30), 0],
    [at(31), 0],
  ])('at %s the time left is %i ms, never negative', (now, left) => {
    expect(remainingMs(at(30), now)).toBe(left);
  });
});

const sections = [{ id: 's1' }, { id: 's2' }];
const running = (sectionId: string, deadline: Date) => ({ sectionId, deadlineAt: deadline, endedAt: null });
const ended = (sectionId: string, when: Date) => ({ sectionId, deadlineAt: when, endedAt: when });

describe('closingOf and nextSectionToStart', () => {
  it.each([
    ['a section on time: nothing', [running('s1', at(30))], at(20), { expired: [], finishes: false }, null],
    ['within the grace: nothing yet', [running('s1', at(30))], new Date(at(30).getTime() + GRACE - 1), { expired: [], finishes: false }, null],
    ['past the grace: the section ends, the next may start', [running('s1', at(30))], new Date(at(30).getTime() + GRACE), { expired: ['s1'], finishes: false }, 's2'],
    ['first section submitted: the second may start', [ended('s1', at(10))], at(20), { expired: [], finishes: false }, 's2'],
    ['the last section past its deadline: the sitting finishes', [ended('s1', at(10)), running('s2', at(40))], at(41), { expired: ['s2'], finishes: true }, null],
    ['every section submitted: finished', [ended('s1', at(10)), ended('s2', at(20))], at(21), { expired: [], finishes: true }, null],
    ['the window closed before the second section started: finished', [ended('s1', at(10))], at(120), { expired: [], finishes: true }, null],
    ['not started at all when the window closed: finished', [], at(121), { expired: [], finishes: true }, null],
  ] as const)('%s', (_, started, now, closing, next) => {
    expect(closingOf({ sections, started, closesAt: at(120) }, now)).toEqual(closing);
    const after = started.map((section) => (closing.expired.includes(section.sectionId as never) ? { ...section, endedAt: section.deadlineAt } : section));
    expect(nextSectionToStart(sections, after, now, at(120))).toBe(next);
  });

  it('a section is pending until it starts, current while it runs, then ended', () => {
    expect([undefined, running('s1', at(30)), ended('s1', at(10))].map(sittingSectionState)).toEqual(['pending', 'current', 'ended']);
  });
});

describe('weakestSubtopics', () => {
  const subtopic = (code: string, name: string) => ({ subtopicCode: code, subtopicName: name });
  it('ranks the subtopics by problems not right, then by name, at most three, none without a loss', () => {
    const a = subtopic('SU-A', 'Peluang');
    const b = subtopic('SU-B', 'Barisan');
    const c = subtopic('SU-C', 'Limit');
    const d = subtopic('SU-D', 'Vektor');
    const e = subtopic('SU-E', 'Integral');
    const answered = [
      { subtopic: a, correct: false },
      { subtopic: a, correct: false },
      { subtopic: b, correct: false },
      { subtopic: c, correct: false },
      { subtopic: d, correct: false },
      { subtopic: e, correct: true },
    ];
    expect(weakestSubtopics(answered)).toEqual([
      { ...a, lost: 2 },
      { ...b, lost: 1 },
      { ...c, lost: 1 },
    ]);
    expect(weakestSubtopics([{ subtopic: e, correct: true }])).toEqual([]);
  });
});
