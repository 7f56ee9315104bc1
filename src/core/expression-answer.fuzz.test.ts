import { describe, expect, it } from 'vitest';
import { gradeExpression, keyProblem, MAX_CHECK_STEPS } from './expression-answer';

// Random text and random expression trees through the grader: it never throws, always answers
// one of its three grades, and its work (nodes evaluated, counted, not timed) stays under the
// bound that keeps a check within a few milliseconds.

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const ALPHABET = [...'xyzab0123456789+-*/^()., √²π×÷−%!=;[]{}\'"?:<>&|~@#$_\\\n\t'];
const WORDS = ['sqrt', 'abs', 'sin', 'cos', 'tan', 'log', 'ln', 'pi', 'e', 'mod', 'to', 'in', 'import', 'evaluate', 'createUnit', 'Infinity', 'NaN', 'cm', 'end'];

function randomText(random: () => number): string {
  const length = Math.floor(random() ** 3 * 260);
  let text = '';
  while (text.length < length) {
    text += random() < 0.1 ? WORDS[Math.floor(random() * WORDS.length)] : ALPHABET[Math.floor(random() * ALPHABET.length)];
  }
  return text;
}

function randomTree(random: () => number, depth: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  if (depth <= 0 || random() < 0.25) {
    return pick([() => pick(['x', 'y', 'X']), () => String(Math.floor(random() * 20)), () => `${Math.floor(random() * 9)},${Math.floor(random() * 99)}`, () => '0', () => 'pi'])();
  }
  const left = randomTree(random, depth - 1);
  const right = randomTree(random, depth - 1);
  return pick([
    () => `${left} + ${right}`,
    () => `${left}-${right}`,
    () => `${left}*${right}`,
    () => `(${left})/(${right})`,
    () => `(${left})^(${right})`,
    () => `(${left})(${right})`,
    () => `-(${left})`,
    () => `${pick(['sqrt', 'abs', 'sin', 'ln', 'log', '√'])}(${left})`,
    () => `${pick(['1/', '10^', '2^'])}(${left})`,
  ])();
}

function mutate(text: string, random: () => number): string {
  if (text === '' || random() < 0.5) return text;
  const at = Math.floor(random() * text.length);
  return random() < 0.5 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + ALPHABET[Math.floor(random() * ALPHABET.length)] + text.slice(at);
}

const KEYS = [
  { expression: 'x+2', variables: 'x' },
  { expression: '(x-1)(x+1)', variables: 'x' },
  { expression: '2x+3y', variables: 'x, y' },
  { expression: '1/x', variables: 'x' },
];

describe('the expression grader under random input', () => {
  it('random text never throws and is graded within the work bound', () => {
    const random = seeded(52);
    for (let round = 0; round < 4000; round += 1) {
      const text = randomText(random);
      const work = { steps: 0 };
      const grade = gradeExpression(KEYS[round % KEYS.length]!, text, work);
      expect(['correct', 'wrong', 'invalid']).toContain(grade);
      expect(work.steps).toBeLessThanOrEqual(MAX_CHECK_STEPS);
    }
  });

  it('random expression trees, some broken by one character, never throw and stay within the bound', () => {
    const random = seeded(2026);
    const grades = new Set<string>();
    for (let round = 0; round < 3000; round += 1) {
      const text = mutate(randomTree(random, 1 + Math.floor(random() * 7)), random);
      const work = { steps: 0 };
      const grade = gradeExpression(KEYS[round % KEYS.length]!, text, work);
      grades.add(grade);
      expect(work.steps).toBeLessThanOrEqual(MAX_CHECK_STEPS);
      // As an author's key too: the editor's check never throws either.
      expect(() => keyProblem({ expression: text, variables: 'x, y' })).not.toThrow();
    }
    // The generator reaches every grade, so the loop above tested all three paths.
    expect([...grades].sort()).toEqual(['correct', 'invalid', 'wrong']);
  });

  it('the largest answers allowed terminate within the bound', () => {
    const work = { steps: 0 };
    const longest = ['x^x^x^x^x^x^x^x^x^x'.repeat(10).slice(0, 200), 'xyxyxyxyxy'.repeat(20), '9^9^9^9^9^9^9^9^9^9^9^9'];
    for (const text of longest) {
      expect(['correct', 'wrong', 'invalid']).toContain(gradeExpression({ expression: 'x*y', variables: 'x, y' }, text, work));
    }
    expect(work.steps).toBeLessThanOrEqual(longest.length * MAX_CHECK_STEPS);
  });
});
