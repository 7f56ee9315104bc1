import { afterAll, beforeAll } from 'vitest';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTryout } from '../db/tryout-factories';
import { createTestApp, type TestApp } from './test-app';

// Issue 36's sitting tests: a clock the test moves (the app's, as TEST_CLOCK_FILE moves it in
// e2e), problems of every type with keys and solutions that are easy to spot in a response, and
// a tryout built on them.

const API = '/math/api';
const MINUTE = 60_000;

export function movableClock() {
  let offset = 0;
  return {
    clock: () => new Date(Date.now() + offset),
    move: (ms: number) => {
      offset += ms;
    },
  };
}

export async function createTryoutTestApp() {
  const time = movableClock();
  const t = await createTestApp({}, { clock: time.clock });
  return { t, time };
}

/** A test file's app with its movable clock, the problems and the learner API, made before its tests and closed after. */
export function tryoutTestContext() {
  const context = {} as Awaited<ReturnType<typeof createTryoutTestApp>> & { problems: TryoutProblems; api: ReturnType<typeof tryoutApi> };
  beforeAll(async () => {
    Object.assign(context, await createTryoutTestApp());
    context.problems = await tryoutProblems(context.t);
    context.api = tryoutApi(context.t);
  });
  afterAll(() => context.t.close());
  return context;
}

// Keys and solutions nobody would type by chance: the no-leak scan looks for them.
export const INPUT_KEY = '7319';
export const SOLUTION_MARK = 'PEMBAHASAN-RAHASIA';

export async function tryoutProblems(t: TestApp) {
  const { subtopic } = await createPublishedPath(t.db, { subtopic: 'Peluang' });
  const second = await createPublishedPath(t.db, { category: 'Geometri', topic: 'Bangun Datar', subtopic: 'Segitiga' });
  const solution = (n: number) => `${SOLUTION_MARK}-${n}: langkah demi langkah`;
  const base = { subtopicId: subtopic.id };
  return {
    mcq: await createProblem(t.db, { ...base, type: 'mcq', questionText: 'Pilih satu', options: { A: '10', B: '20', C: '30', D: '40', E: '50' }, answer: 'C', solutionText: solution(1) }),
    mcma: await createProblem(t.db, { ...base, type: 'mcma', questionText: 'Pilih dua', options: { A: 'x', B: 'y', C: 'z', D: 'w' }, answer: ['A', 'D'], solutionText: solution(2) }),
    mck: await createProblem(t.db, {
      ...base,
      type: 'mck',
      questionText: 'Benar atau salah',
      options: { statement_1: '$1<2$', statement_2: '$3<2$', statement_3: '$2=2$' },
      answer: { statement_1: 'Benar', statement_2: 'Salah', statement_3: 'Benar' },
      solutionText: solution(3),
    }),
    input: await createProblem(t.db, { subtopicId: second.subtopic.id, type: 'input', questionText: 'Berapa?', answer: INPUT_KEY, solutionText: solution(4), isPublic: true }),
    number: await createProblem(t.db, { subtopicId: second.subtopic.id, type: 'input', questionText: 'Berapa desimal?', answer: '3,5', answerMode: 'number', answerTolerance: '0.01', solutionText: solution(5) }),
    outside: await createProblem(t.db, { ...base, type: 'mcq', questionText: 'Bukan soal tryout', options: { A: '1', B: '2' }, answer: 'A' }),
  };
}
export type TryoutProblems = Awaited<ReturnType<typeof tryoutProblems>>;

/** A published tryout open from a minute ago for `openMinutes`: section 1 (mcq, mcma, mck) of 10 minutes, section 2 (input, number) of 20. */
export async function openTryout(t: TestApp, now: Date, problems: TryoutProblems, { openMinutes = 120, published = true } = {}) {
  return createTryout(t.db, {
    opensAt: new Date(now.getTime() - MINUTE),
    closesAt: new Date(now.getTime() + openMinutes * MINUTE),
    published,
    sections: [
      { name: 'Penalaran Matematika', durationSeconds: 600, problemIds: [problems.mcq.id, problems.mcma.id, problems.mck.id] },
      { name: 'Pengetahuan Kuantitatif', durationSeconds: 1200, problemIds: [problems.input.id, problems.number.id] },
    ],
  });
}

export const tryoutApi = (t: TestApp) => {
  const call = async (method: string, path: string, cookie: string, body?: unknown) => {
    const response = await t.request(method, `${API}${path}`, { cookie, body });
    return { status: response.status, body: await response.json() };
  };
  return {
    call,
    start: (tryoutId: string, cookie: string) => call('POST', `/tryouts/${tryoutId}/sitting`, cookie),
    sitting: (tryoutId: string, cookie: string) => call('GET', `/tryouts/${tryoutId}/sitting`, cookie),
    save: (tryoutId: string, cookie: string, problemId: string, answer: unknown, flagged = false) =>
      call('PUT', `/tryouts/${tryoutId}/sitting/answers/${problemId}`, cookie, { answer, flagged }),
    submit: (tryoutId: string, cookie: string, sectionId: string) => call('POST', `/tryouts/${tryoutId}/sitting/sections/${sectionId}/submit`, cookie),
    result: (tryoutId: string, cookie: string) => call('GET', `/tryouts/${tryoutId}/result`, cookie),
  };
};
