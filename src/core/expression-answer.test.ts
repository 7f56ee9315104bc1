import { describe, expect, it } from 'vitest';
import { compareTrees, expressionFingerprint, gradeExpression, keyProblem, readExpression, SAMPLE_POINTS } from './expression-answer';
import { formatVariableList, readVariableList } from './expression-variables';

const key = (expression: string, variables = 'x') => ({ expression, variables });

describe('gradeExpression: equal, not equal and invalid answers', () => {
  it.each<[string, string, string, 'correct' | 'wrong' | 'invalid']>([
    // The issue's own examples.
    ['x+2', 'x', 'x + 2', 'correct'],
    ['x+2', 'x', '2+x', 'correct'],
    ['x+2', 'x', '(x+4)-2', 'correct'],
    ['x^2-1', 'x', '(x-1)(x+1)', 'correct'],
    ['(x-1)(x+1)', 'x', 'x^2-1', 'correct'],
    ['x+2', 'x', 'x++2', 'invalid'],
    // Indonesian decimal commas in coefficients.
    ['x/2+1', 'x', '0,5x + 1', 'correct'],
    ['0,5x + 1', 'x', 'x/2+1', 'correct'],
    ['0.5x+1', 'x', '0,5 x + 1', 'correct'],
    ['1,25x', 'x', '5x/4', 'correct'],
    ['2,5x^2', 'x', '5/2 x^2', 'correct'],
    ['0,1x + 0,2x', 'x', '0,3x', 'correct'],
    ['x/3', 'x', '0,333x', 'wrong'],
    ['0,5x + 1', 'x', '0,5x + 1,5', 'wrong'],
    ['x/2', 'x', '0,5', 'wrong'],
    // Equal, written differently.
    ['2x', 'x', 'x*2', 'correct'],
    ['2x', 'x', 'x+x', 'correct'],
    ['2x', 'x', '2 * x', 'correct'],
    ['x(x+1)', 'x', 'x^2 + x', 'correct'],
    ['x^2+x', 'x', 'x(x+1)', 'correct'],
    ['(x+1)^2', 'x', 'x^2+2x+1', 'correct'],
    ['(x+1)^3', 'x', 'x^3 + 3x^2 + 3x + 1', 'correct'],
    ['x^2-5x+6', 'x', '(x-2)(x-3)', 'correct'],
    ['2x^2-7x+3', 'x', '(2x-1)(x-3)', 'correct'],
    ['x^2', 'x', 'x²', 'correct'],
    ['x^3', 'x', 'x*x*x', 'correct'],
    ['1/x', 'x', 'x^-1', 'correct'],
    ['1/x', 'x', 'x^(-1)', 'correct'],
    ['(x^2-1)/(x-1)', 'x', 'x+1', 'correct'],
    ['sqrt(x)', 'x', '√x', 'correct'],
    ['sqrt(x+1)', 'x', '√(x+1)', 'correct'],
    ['2sqrt(x)', 'x', '2√x', 'correct'],
    ['sqrt(x^2)', 'x', 'abs(x)', 'correct'],
    ['x^(1/2)', 'x', '√x', 'correct'],
    ['2x+3y', 'x, y', '3y+2x', 'correct'],
    ['2xy', 'x, y', '2*x*y', 'correct'],
    ['2xy', 'x, y', 'y x 2', 'correct'],
    ['(a+b)^2', 'a, b', 'a^2+2ab+b^2', 'correct'],
    ['a^2-b^2', 'a,b', '(a-b)(a+b)', 'correct'],
    ['x+2', 'x', 'X + 2', 'correct'],
    ['x − 2', 'x', 'x-2', 'correct'],
    ['6x', 'x', '2·3x', 'correct'],
    ['x/2', 'x', 'x÷2', 'correct'],
    ['pi*x', 'x', 'πx', 'correct'],
    ['sin(x)^2 + cos(x)^2', 'x', '1', 'correct'],
    ['log(100x)', 'x', '2 + log(x)', 'correct'],
    ['ln(x^2)', 'x', '2ln(abs(x))', 'correct'],
    ['5', 'x', '2+3', 'correct'],
    // Not equal.
    ['x+2', 'x', 'x+3', 'wrong'],
    ['x+2', 'x', '2x', 'wrong'],
    ['x^2-1', 'x', '(x-1)^2', 'wrong'],
    ['x^2', 'x', '2^x', 'wrong'],
    ['x^2', 'x', '2x', 'wrong'],
    ['(x+1)^2', 'x', 'x^2+1', 'wrong'],
    ['2x+3y', 'x, y', '3x+2y', 'wrong'],
    ['x+2', 'x', '5', 'wrong'],
    // Undefined where the key has a value (x < 0) is not the same.
    ['x', 'x', 'sqrt(x)^2', 'wrong'],
    ['ln(x^2)', 'x', '2ln(x)', 'wrong'],
    ['x+2', 'x', 'x + 2,0001', 'wrong'],
    ['1/x', 'x', 'x', 'wrong'],
    ['x+2', 'x', '-(x+2)', 'wrong'],
    // Invalid: not an expression over the declared variables, or no value anywhere.
    ['x+2', 'x', 'x+-2', 'invalid'],
    ['x+2', 'x', 'x--2', 'invalid'],
    ['x+2', 'x', 'x**2', 'invalid'],
    ['x+2', 'x', 'x+', 'invalid'],
    ['x+2', 'x', '(x+2', 'invalid'],
    ['x+2', 'x', '', 'invalid'],
    ['x+2', 'x', '   ', 'invalid'],
    ['x+2', 'x', 'y+2', 'invalid'],
    ['x+2', 'x', 'foo(x)', 'invalid'],
    ['x+2', 'x', 'sqrt x', 'invalid'],
    ['x+2', 'x', 'max(x, 2)', 'invalid'],
    ['x+2', 'x', 'x=2', 'invalid'],
    ['x+2', 'x', '5%', 'invalid'],
    ['x+2', 'x', 'x!', 'invalid'],
    ['x+2', 'x', '[x, 2]', 'invalid'],
    ['x+2', 'x', 'x; 2', 'invalid'],
    ['x+2', 'x', '2 cm', 'invalid'],
    ['x+2', 'x', 'x mod 2', 'invalid'],
    ['x+2', 'x', 'x ? 1 : 2', 'invalid'],
    ['x+2', 'x', '"x+2"', 'invalid'],
    ['x+2', 'x', 'import({}, {})', 'invalid'],
    ['x+2', 'x', 'evaluate("1")', 'invalid'],
    ['x+2', 'x', 'Infinity', 'invalid'],
    ['x+2', 'x', 'e+2', 'invalid'],
    ['x+2', 'x', '1/0', 'invalid'],
    ['x+2', 'x', '0/0', 'invalid'],
    ['x+2', 'x', '1/(x-x)', 'invalid'],
    ['x+2', 'x', 'x'.repeat(10_000), 'invalid'],
    ['x+2', 'x', `${'('.repeat(13)}x${')'.repeat(13)}`, 'invalid'],
  ])('key %j over %j: %j is %s', (expression, variables, answer, grade) => {
    expect(gradeExpression(key(expression, variables), answer)).toBe(grade);
  });

  it('brackets up to the nesting limit are read', () => {
    expect(gradeExpression(key('x+2'), `${'('.repeat(12)}x+2${')'.repeat(12)}`)).toBe('correct');
  });

  it('a key that cannot be read grades every answer wrong, not invalid', () => {
    expect(gradeExpression(key('x+', 'x'), 'x+2')).toBe('wrong');
    expect(gradeExpression(key('x+2', 'x, x'), 'x+2')).toBe('invalid');
  });

  it('a key defined only on part of the line is compared where it is defined', () => {
    expect(gradeExpression(key('sqrt(x)^2'), 'x')).toBe('correct');
    expect(gradeExpression(key('1/(x-1)'), '1/(x-1)')).toBe('correct');
  });
});

describe('readExpression', () => {
  it.each([
    ['x++2', 'syntax'],
    ['y', 'unknown_name'],
    ['x'.repeat(201), 'too_long'],
    [`${'('.repeat(20)}x${')'.repeat(20)}`, 'too_deep'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(readExpression(text, ['x'])).toEqual({ ok: false, reason });
  });

  it('reads letters written together as a product of declared variables', () => {
    const read = readExpression('ab', ['a', 'b']);
    const product = readExpression('a*b', ['a', 'b']);
    expect(read.ok && product.ok && compareTrees(product.tree, read.tree)).toBe('equal');
  });

  it('compares at the configured number of points and counts the work', () => {
    const read = readExpression('x+2', ['x']);
    const work = { steps: 0 };
    expect(read.ok && compareTrees(read.tree, read.tree, work)).toBe('equal');
    // Three nodes per side per point.
    expect(work.steps).toBe(2 * 3 * SAMPLE_POINTS);
  });
});

describe('the author key', () => {
  it.each([
    [key('x^2-1'), null],
    [key('x+y', 'x, y'), null],
    [key('x+y'), 'expression_invalid'],
    [key('x+', 'x'), 'expression_invalid'],
    [key('1/0'), 'expression_undefined'],
    [key('sqrt(-1-x^2)'), 'expression_undefined'],
    [key('x', 'x, x'), 'invalid_variables'],
    [key('x', ''), 'invalid_variables'],
    [key('x', 'xy'), 'invalid_variables'],
    [key('x', 'a b c d e f g'), 'invalid_variables'],
  ])('%j has problem %j', (value, problem) => {
    expect(keyProblem(value)).toBe(problem);
  });

  it.each([
    ['x', ['x']],
    ['x,y', ['x', 'y']],
    [' x ,  y ', ['x', 'y']],
    ['a b', ['a', 'b']],
    ['x1', null],
    ['', null],
  ])('variables %j are read as %j', (text, names) => {
    expect(readVariableList(text)).toEqual(names);
  });

  it('variables are kept as "x, y"', () => {
    expect(formatVariableList(readVariableList('x,y')!)).toBe('x, y');
  });
});

describe('expressionFingerprint (item analytics)', () => {
  it('keys equivalent answers alike and different ones apart', () => {
    expect(expressionFingerprint('x + 2')).toBe(expressionFingerprint('2+x'));
    expect(expressionFingerprint('(x-1)(x+1)')).toBe(expressionFingerprint('x^2-1'));
    expect(expressionFingerprint('0,5x')).toBe(expressionFingerprint('x/2'));
    expect(expressionFingerprint('x+2')).not.toBe(expressionFingerprint('x+3'));
    expect(expressionFingerprint('x+y')).not.toBe(expressionFingerprint('x+z'));
  });

  it('keys unreadable text by the text without spaces', () => {
    expect(expressionFingerprint('x + + 2')).toBe('t:x++2');
  });
});
