import { describe, expect, it } from 'vitest';
import { queryKeys } from './lib/query-keys';
import { ssrQueries, tailQueries, type TSsrPageData, type TSsrTail } from './ssr-state';

// A signed-in learner's page is hydrated with the state every learner of their shell shares, then
// their data tail is applied (decision 040): these are the cache entries it changes.

const codes = { categoryId: 'CA-AAAAAAAA', topicId: 'TO-AAAAAAAA', subtopicId: 'SU-AAAAAAAA' };
const learner = { id: 'u-1', email: 'siswa@contoh.id', role: 'basic', xpTotal: 40, unseenAnsweredQuestions: 2 } as const;
const me = { user: learner } as TSsrTail['me'];
const card = (problemId: string) => ({ problemId, number: 1, tag: null, previewHtml: '<p>x</p>' });

describe("a learner's data tail", () => {
  it("puts the learner's marks on the cards every learner was shown unmarked", () => {
    const shared = { me: { user: { role: 'basic' } }, page: { kind: 'subtopic', codes, data: { problems: [card('PR-1'), card('PR-2')], marks: {} } } } as unknown as TSsrPageData;
    const state = { queries: ssrQueries(shared) };
    expect(state.queries[1]!.data).toMatchObject({ problems: [{ status: 'untried', isBookmarked: false }, { status: 'untried', isBookmarked: false }] });
    const marks = { 'PR-2': { status: 'correct', isBookmarked: true } } as const;
    expect(tailQueries(state, { me, page: { marks } })).toEqual([
      { key: queryKeys.me, data: me },
      {
        key: queryKeys.subtopicProblems(codes.categoryId, codes.topicId, codes.subtopicId, true),
        data: { problems: [{ ...card('PR-1'), status: 'untried', isBookmarked: false }, { ...card('PR-2'), status: 'correct', isBookmarked: true }] },
      },
    ]);
  });

  it("gives a problem the learner's progress and what solving it earned", () => {
    const problem = { breadcrumb: {}, problem: { problemId: 'PR-1' }, progress: null, reveal: null };
    const state = { queries: ssrQueries({ me: { user: { role: 'basic' } }, page: { kind: 'problem', codes: { ...codes, problemId: 'PR-1' }, data: problem } } as unknown as TSsrPageData) };
    const own = { progress: { isCorrect: true, attemptsCount: 2, lastAnswer: 'A', lastAnswerCorrect: true, isBookmarked: false }, reveal: { answer: 'A', solution: { status: 'unavailable' }, video: null } };
    const [account, page] = tailQueries(state, { me, page: own } as TSsrTail);
    expect(account).toEqual({ key: queryKeys.me, data: me });
    expect(page).toEqual({ key: queryKeys.problem({ ...codes, problemId: 'PR-1' }, true), data: { ...problem, ...own } });
  });

  it('changes only the account on a page without a learner part', () => {
    const state = { queries: ssrQueries({ me: { user: { role: 'admin' } }, page: { kind: 'home' } }) };
    expect(state.queries).toEqual([{ key: queryKeys.me, data: { user: { role: 'admin' } } }]);
    expect(tailQueries(state, { me })).toEqual([{ key: queryKeys.me, data: me }]);
  });
});
