// What the learner's pages need of the 'Ekspresi' type, and nothing more (it is in every learner
// route's shared chunk): the answer's length limit and the stored key's shape. Its variables'
// rules are in expression-variables.ts, the reader (with mathjs) in expression-answer.ts.

// A school answer is short; capping the text before it is parsed bounds the parser's work.
export const EXPRESSION_MAX_LENGTH = 200;

// The key as problems.answer keeps it: the expression as the author wrote it and the variables it
// may use ('x, y'), both text so the key is an ordinary text record.
export type TExpressionKey = { expression: string; variables: string };

export function isExpressionKey(value: unknown): value is TExpressionKey {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { expression, variables } = value as Record<string, unknown>;
  return Object.keys(value).length === 2 && typeof expression === 'string' && typeof variables === 'string';
}
