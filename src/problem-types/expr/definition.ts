import { compareTrees, expressionFingerprint, gradeExpression, readExpression } from '../../core/expression-answer';
import { isExpressionKey, type TExpressionKey } from '../../core/expression-shape';
import { readVariableList } from '../../core/expression-variables';
import { choiceViewFields, type TProblemTypeDefinition } from '../definition';

// 'Ekspresi' (issue 52.6): the learner writes an algebraic expression, graded by equivalence with
// the key over the variables the author declared (core/expression-answer.ts). Text that is not an
// expression over them, or has no value anywhere (1/0), is 'invalid': not an attempt, as a
// number-mode answer that is not a number.

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

// Both readable over the key's variables and equal at the sample points, or the same text.
function isSameExpression(previous: unknown, current: unknown, key: unknown): boolean {
  if (typeof previous !== 'string' || typeof current !== 'string') return false;
  if (withoutSpaces(previous) === withoutSpaces(current)) return true;
  const variables = isExpressionKey(key) ? readVariableList(key.variables) : null;
  if (!variables) return false;
  const [before, now] = [readExpression(previous, variables), readExpression(current, variables)];
  return before.ok && now.ok && compareTrees(before.tree, now.tree) === 'equal';
}

export const exprType: TProblemTypeDefinition<TExpressionKey> = {
  type: 'expr',
  label: 'Ekspresi',
  normaliseStored: (stored) => (isExpressionKey(stored) ? { expression: stored.expression, variables: stored.variables } : null),
  grade: (problem, submitted) => {
    if (typeof submitted !== 'string') return 'invalid';
    return isExpressionKey(problem.answer) ? gradeExpression(problem.answer, submitted) : 'wrong';
  },
  // Spec 4: the same expression written again ('2 + x' after 'x+2') is not a new attempt.
  isSame: (previous, current, problem) => isSameExpression(previous, current, problem.answer),
  isSameRule: (before, after) => {
    const [left, right] = [before.answer, after.answer];
    return isExpressionKey(left) && isExpressionKey(right) && readVariableList(left.variables)?.join() === readVariableList(right.variables)?.join();
  },
  // By value: 'x + 2' and '2+x' are one wrong answer, shown as first typed.
  answerKey: (_problem, answer) => (typeof answer === 'string' ? { key: expressionFingerprint(answer), display: answer.trim() } : null),
  baseXp: () => 20,
  viewFields: choiceViewFields,
};
