import { create, parseDependencies, type FactoryFunctionMap, type MathNode } from 'mathjs';
import { EXPRESSION_MAX_LENGTH, type TExpressionKey } from './expression-shape';
import { EXPRESSION_MAX_NESTING, readVariableList } from './expression-variables';

// The 'Ekspresi' type's rule (issue 52.6): two expressions are the same answer when they have the
// same value wherever the key is defined, tried at many sample points ("x + 2" = "2+x" =
// "(x+4)-2"; "x^2-1" = "(x-1)(x+1)"), never by their text. mathjs only parses: its instance has
// nothing but the parser (no evaluate, units, import), the text is capped and checked before it
// is parsed, and the tree is read into a small whitelist of numbers, the declared variables, five
// operators and seven functions, which this module evaluates itself on plain numbers.

let parser: ((text: string) => MathNode) | null = null;

// Made on first use, not when the module loads: whatever imports the registry of problem types
// (the server at start, the admin pages) builds the parser only once an expression is read.
function parse(text: string): MathNode {
  if (!parser) {
    // mathjs types its dependency maps as possibly undefined; this one is always there.
    const math = create({ parseDependencies } as FactoryFunctionMap);
    const refuse = () => {
      throw new Error('disabled');
    };
    math.import({ import: refuse, createUnit: refuse }, { override: true });
    parser = math.parse;
  }
  return parser(text);
}

export type TExpressionTree =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; index: number }
  | { kind: 'operator'; op: 'add' | 'subtract' | 'multiply' | 'divide' | 'pow'; left: TExpressionTree; right: TExpressionTree }
  | { kind: 'negate'; operand: TExpressionTree }
  | { kind: 'function'; name: TFunctionName; operand: TExpressionTree };

// 'log' is the school's base-10 logarithm, 'ln' the natural one.
const FUNCTIONS = { sqrt: Math.sqrt, abs: Math.abs, sin: Math.sin, cos: Math.cos, tan: Math.tan, log: Math.log10, ln: Math.log } as const;
type TFunctionName = keyof typeof FUNCTIONS;
const isFunctionName = (name: string): name is TFunctionName => Object.hasOwn(FUNCTIONS, name);

const BINARY_OPERATORS = /* @__PURE__ */ new Set(['add', 'subtract', 'multiply', 'divide', 'pow']);
const MAX_TREE_NODES = 2 * EXPRESSION_MAX_LENGTH;

// How many points both sides are compared at, out of how many tried (a key undefined at some, such
// as 1/x or sqrt(x), skips them), and how many must be usable for a key to be gradable.
export const SAMPLE_POINTS = 24;
const SAMPLE_CANDIDATES = 3 * SAMPLE_POINTS;
const MIN_SAMPLE_POINTS = 12;
const RELATIVE_TOLERANCE = 1e-9;
// The most nodes one check evaluates: the key at every candidate point, the answer at the used ones.
export const MAX_CHECK_STEPS = (SAMPLE_CANDIDATES + SAMPLE_POINTS) * MAX_TREE_NODES;

export type TReadExpression = { ok: true; tree: TExpressionTree } | { ok: false; reason: 'too_long' | 'too_deep' | 'syntax' | 'unknown_name' };

class ExpressionRefused extends Error {}

// The learner's notation as mathjs reads it: Indonesian decimal commas, the phone's symbols, √
// before a number, a letter or a bracket.
function plainNotation(text: string): string | null {
  let plain = text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[×·⋅]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/π/g, ' pi ')
    .replace(/(\d) ?, ?(?=\d)/g, '$1.');
  plain = plain.replace(/√ ?(\d+(?:\.\d+)?|[a-zA-Z](?![a-zA-Z(])|(?=\())/g, (_whole, operand: string) => (operand === '' ? 'sqrt' : `sqrt(${operand})`));
  if (!/^[0-9a-zA-Z+\-*/^(). ]*$/.test(plain)) return null;
  // Two operators in a row ('x++2', 'x+-2', 'x**2') are a typo, except a minus after *, / or ^.
  const compact = plain.replace(/ /g, '');
  if (/[+\-*/^][+*/^]|[+-]-|--/.test(compact)) return null;
  return plain;
}

function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === ')') depth -= 1;
  }
  return deepest;
}

type TScope = { variables: readonly string[]; count: { nodes: number } };

function variableIndex(name: string, variables: readonly string[]): number {
  const exact = variables.indexOf(name);
  if (exact !== -1) return exact;
  // A capital the phone added: 'X' for the only variable named x or X.
  const matches = variables.filter((variable) => variable.toLowerCase() === name.toLowerCase());
  return matches.length === 1 ? variables.indexOf(matches[0]!) : -1;
}

const product = (factors: TExpressionTree[]): TExpressionTree =>
  factors.reduce((left, right) => ({ kind: 'operator', op: 'multiply', left, right }));

// A name: a declared variable, pi, or declared one-letter variables written together ('xy', '2ab').
function symbolTree(name: string, scope: TScope): TExpressionTree {
  if (name === 'pi') return { kind: 'number', value: Math.PI };
  const index = variableIndex(name, scope.variables);
  if (index !== -1) return { kind: 'variable', index };
  const letters = [...name].map((letter) => variableIndex(letter, scope.variables));
  if (name.length < 2 || letters.some((letterIndex) => letterIndex === -1)) throw new ExpressionRefused('unknown_name');
  scope.count.nodes += 2 * letters.length;
  if (scope.count.nodes > MAX_TREE_NODES) throw new ExpressionRefused('too_long');
  return product(letters.map((letterIndex) => ({ kind: 'variable', index: letterIndex })));
}

function treeOf(node: MathNode, scope: TScope): TExpressionTree {
  if (++scope.count.nodes > MAX_TREE_NODES) throw new ExpressionRefused('too_long');
  switch (node.type) {
    case 'ConstantNode': {
      const value: unknown = (node as unknown as { value: unknown }).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new ExpressionRefused('syntax');
      return { kind: 'number', value };
    }
    case 'SymbolNode':
      return symbolTree((node as unknown as { name: string }).name, scope);
    case 'ParenthesisNode':
      return treeOf((node as unknown as { content: MathNode }).content, scope);
    case 'OperatorNode': {
      const { fn, args } = node as unknown as { fn: string; args: MathNode[] };
      if (args.length === 1 && (fn === 'unaryMinus' || fn === 'unaryPlus')) {
        const operand = treeOf(args[0]!, scope);
        return fn === 'unaryMinus' ? { kind: 'negate', operand } : operand;
      }
      if (args.length !== 2 || !BINARY_OPERATORS.has(fn)) throw new ExpressionRefused('syntax');
      const op = fn as 'add' | 'subtract' | 'multiply' | 'divide' | 'pow';
      return { kind: 'operator', op, left: treeOf(args[0]!, scope), right: treeOf(args[1]!, scope) };
    }
    case 'FunctionNode': {
      const { fn, args } = node as unknown as { fn: MathNode; args: MathNode[] };
      if (fn.type !== 'SymbolNode' || args.length !== 1) throw new ExpressionRefused('syntax');
      const name = (fn as unknown as { name: string }).name;
      const operand = treeOf(args[0]!, scope);
      if (isFunctionName(name)) return { kind: 'function', name, operand };
      // 'x(x+1)' and '2ab(c+1)': a variable before a bracket multiplies it.
      return { kind: 'operator', op: 'multiply', left: symbolTree(name, scope), right: operand };
    }
    default:
      throw new ExpressionRefused('syntax');
  }
}

/** Reads a written expression over the given variables, or says why it is not one ('tidak valid'). */
export function readExpression(text: string, variables: readonly string[]): TReadExpression {
  if (text.length > EXPRESSION_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  const plain = plainNotation(text);
  if (plain === null || plain.trim() === '') return { ok: false, reason: 'syntax' };
  if (nestingOf(plain) > EXPRESSION_MAX_NESTING) return { ok: false, reason: 'too_deep' };
  let node: MathNode;
  try {
    node = parse(plain);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  try {
    return { ok: true, tree: treeOf(node, { variables, count: { nodes: 0 } }) };
  } catch (error) {
    if (error instanceof ExpressionRefused) return { ok: false, reason: error.message as 'too_long' | 'syntax' | 'unknown_name' };
    throw error;
  }
}

// Counts every node evaluated, so tests can bound the work of a check without a clock.
export type TWorkCounter = { steps: number };

export function evaluateTree(tree: TExpressionTree, point: readonly number[], work: TWorkCounter): number {
  work.steps += 1;
  switch (tree.kind) {
    case 'number':
      return tree.value;
    case 'variable':
      return point[tree.index] ?? Number.NaN;
    case 'negate':
      return -evaluateTree(tree.operand, point, work);
    case 'function':
      return FUNCTIONS[tree.name](evaluateTree(tree.operand, point, work));
    case 'operator': {
      const left = evaluateTree(tree.left, point, work);
      const right = evaluateTree(tree.right, point, work);
      if (tree.op === 'add') return left + right;
      if (tree.op === 'subtract') return left - right;
      if (tree.op === 'multiply') return left * right;
      if (tree.op === 'divide') return left / right;
      return left ** right;
    }
  }
}

// A small seeded generator (mulberry32): the same points on every run and every server.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

// Real values in (-5, 5), so no coincidence of whole numbers ('x^2' = '2^x' at 2 and 4) passes.
export function samplePoints(variableCount: number, count: number, seed = 52): number[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => Array.from({ length: variableCount }, () => 10 * random() - 5));
}

const POINTS = /* @__PURE__ */ samplePoints(26, SAMPLE_CANDIDATES);

const isClose = (left: number, right: number) => Math.abs(left - right) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(left), Math.abs(right));

export type TCompareOutcome = 'equal' | 'different' | 'answer_undefined' | 'key_undefined';

/**
 * Compares an answer with the key at the sample points where the key has a value: 'equal' when
 * they agree at every one of them (relative tolerance 1e-9), 'answer_undefined' when the answer
 * has a value at none (1/0, 1/(x-x)), 'key_undefined' when the key has a value at too few.
 */
export function compareTrees(key: TExpressionTree, answer: TExpressionTree, work: TWorkCounter = { steps: 0 }): TCompareOutcome {
  let used = 0;
  let answerDefined = 0;
  let isDifferent = false;
  for (const point of POINTS) {
    if (used === SAMPLE_POINTS) break;
    const expected = evaluateTree(key, point, work);
    if (!Number.isFinite(expected)) continue;
    used += 1;
    const given = evaluateTree(answer, point, work);
    if (Number.isFinite(given)) answerDefined += 1;
    if (!Number.isFinite(given) || !isClose(expected, given)) isDifferent = true;
  }
  if (used < MIN_SAMPLE_POINTS) return 'key_undefined';
  if (answerDefined === 0) return 'answer_undefined';
  return isDifferent ? 'different' : 'equal';
}

export type TExpressionGrade = 'correct' | 'wrong' | 'invalid';

/** The grade of a learner's expression against a key; a key that cannot be read grades as wrong. */
export function gradeExpression(key: TExpressionKey, answer: string, work: TWorkCounter = { steps: 0 }): TExpressionGrade {
  const variables = readVariableList(key.variables);
  const keyTree = variables ? readExpression(key.expression, variables) : null;
  const given = readExpression(answer, variables ?? []);
  if (!given.ok) return 'invalid';
  if (!keyTree?.ok) return 'wrong';
  const outcome = compareTrees(keyTree.tree, given.tree, work);
  if (outcome === 'answer_undefined') return 'invalid';
  return outcome === 'equal' ? 'correct' : 'wrong';
}

export type TKeyProblem = 'invalid_variables' | 'expression_invalid' | 'expression_undefined';

/** Why an author's key cannot be graded (null: it can), for the editor and the write's schema. */
export function keyProblem(key: TExpressionKey): TKeyProblem | null {
  const variables = readVariableList(key.variables);
  if (!variables) return 'invalid_variables';
  const read = readExpression(key.expression, variables);
  if (!read.ok) return 'expression_invalid';
  return compareTrees(read.tree, read.tree) === 'key_undefined' ? 'expression_undefined' : null;
}

const EVERY_LETTER = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const FINGERPRINT_POINTS = /* @__PURE__ */ samplePoints(EVERY_LETTER.length, 3, 8052);

/**
 * Item analytics' key of an answer: its values at three fixed points (any letter a variable), so
 * '2+x' and 'x + 2' count as one answer; text that cannot be read is keyed by its text.
 */
export function expressionFingerprint(answer: string): string {
  const read = readExpression(answer, EVERY_LETTER);
  if (!read.ok) return `t:${answer.replace(/\s+/g, '')}`;
  const work = { steps: 0 };
  const values = FINGERPRINT_POINTS.map((point) => evaluateTree(read.tree, point, work));
  return `e:${values.map((value) => (Number.isFinite(value) ? value.toPrecision(9) : 'u')).join('|')}`;
}
