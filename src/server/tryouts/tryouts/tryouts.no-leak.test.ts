import { expect, it } from 'vitest';
import { tryoutTestContext, INPUT_KEY, openTryout, SOLUTION_MARK } from '../../test/tryouts';

// Issue 36: 'Nothing in any response during a sitting reveals whether an answer is right, the key
// or a solution.' A whole sitting, every response body kept and scanned.

const API = '/math/api';
const MINUTE = 60_000;

const c = tryoutTestContext();

// Fields that would say whether an answer is right, or carry a key or a solution.
const FORBIDDEN_FIELDS = new Set(['correct', 'isCorrect', 'key', 'answerKey', 'solution', 'solutionHtml', 'solutionText', 'hasSolution', 'reveal', 'lastAnswerCorrect', 'score', 'difficulty']);

function fieldsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) fieldsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      into.push(field);
      // A problem's options are the question itself ({ key: 'A', html }), shown to everyone.
      if (field !== 'options') fieldsOf(inner, into);
    }
  }
  return into;
}

it('no response of a whole sitting reveals correctness, a key or a solution, until the window has closed', async () => {
  const tryout = await openTryout(c.t, c.time.clock(), c.problems, { openMinutes: 60 });
  const learner = await c.t.createSignedInUser();
  const bodies: { what: string; status: number; text: string }[] = [];
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await c.t.request(method, `${API}${path}`, { cookie: learner.cookie, body });
    const text = await response.text();
    bodies.push({ what: `${method} ${path} ${JSON.stringify(body ?? '')}`, status: response.status, text });
    return JSON.parse(text);
  };
  const sitting = `/tryouts/${tryout.id}/sitting`;
  const save = (problemId: string, answer: unknown, flagged = false) => send('PUT', `${sitting}/answers/${problemId}`, { answer, flagged });

  await send('GET', '/tryouts');
  await send('GET', `/tryouts/${tryout.id}`);
  await send('POST', sitting);
  // Right and wrong answers, a flag, a change of mind, a refusal, then a reload.
  await save(c.problems.mcq.problemId, 'C');
  await save(c.problems.mcq.problemId, 'B', true);
  await save(c.problems.mcma.problemId, ['A', 'B']);
  await save(c.problems.mck.problemId, { statement_1: 'Salah', statement_2: 'Salah', statement_3: 'Salah' }, true);
  await save(c.problems.mck.problemId, 'Benar');
  await save(c.problems.input.problemId, '1');
  await send('GET', sitting);
  await send('POST', sitting);
  await send('GET', `/tryouts/${tryout.id}/result`);
  await send('POST', `${sitting}/sections/${tryout.sections[0]!.id}/submit`);
  await send('POST', `${sitting}/sections/${tryout.sections[0]!.id}/submit`);
  await save(c.problems.mcq.problemId, 'C');
  await send('POST', sitting);
  await save(c.problems.input.problemId, '12');
  await save(c.problems.number.problemId, 'empat');
  await save(c.problems.number.problemId, '4', true);
  c.time.move(5 * MINUTE);
  await send('GET', sitting);
  await send('POST', `${sitting}/sections/${tryout.sections[1]!.id}/submit`);
  await send('GET', `/tryouts/${tryout.id}/result`);
  await send('GET', '/tryouts');
  await send('GET', `/tryouts/${tryout.id}`);

  // None of these is typed by the learner: the input keys, the statements' key, the two right options together.
  const secrets = [SOLUTION_MARK, INPUT_KEY, '3,5', JSON.stringify(c.problems.mck.answer), '["A","D"]', '"C","D"'];
  expect(bodies.length).toBeGreaterThan(20);
  // Refusals are scanned too: a malformed answer, a problem of a section not reached, a result too early, a closed section, not a number.
  expect([...new Set(bodies.map((body) => body.status))].sort()).toEqual([200, 400, 404, 409, 422]);
  for (const body of bodies) {
    expect(fieldsOf(JSON.parse(body.text)).filter((field) => FORBIDDEN_FIELDS.has(field)), body.what).toEqual([]);
    for (const secret of secrets) expect(body.text.includes(secret), `${body.what} reveals ${secret}`).toBe(false);
  }

  // The scan would have seen them: after the window closes, the result shows them.
  c.time.move(60 * MINUTE);
  const result = await send('GET', `/tryouts/${tryout.id}/result`);
  expect(result.status).toBe('scored');
  const text = bodies.at(-1)!.text;
  for (const secret of [SOLUTION_MARK, INPUT_KEY, '3,5']) expect(text).toContain(secret);
  expect(fieldsOf(result)).toEqual(expect.arrayContaining(['correct', 'key', 'solutionHtml', 'difficulty']));
});
