import {
  applyTemplate,
  MAX_LINKED_THEORIES,
  nextChoiceKey,
  nextStatementKey,
  OPTION_TEMPLATES,
  removeChoiceOption,
  removeStatement,
  type OptionTemplateName,
} from '../../../core/problem-editor';
import type { ProblemType } from '../../../core/problem-shapes';
import { editorOf } from '../../../problem-types/editors';
import type { TProblemFormValues } from './form-values';

// The editor's structural edits as pure functions of the form values; the components only
// apply what these return.

export type TFormEdit = (values: TProblemFormValues) => Partial<TProblemFormValues>;

/** A type takes over what fits it from the others (mcq and mcma share their options and answer). */
export function switchType(type: ProblemType): TFormEdit {
  return (values) => ({ type, ...editorOf(type).carriedOver?.(values) });
}

/** Anything a template would overwrite: option text or a chosen answer. */
export function hasChoiceContent(values: TProblemFormValues): boolean {
  return Object.values(values.choiceOptions).some((text) => text.trim() !== '') || values.mcqAnswer !== '' || values.mcmaAnswer.length > 0;
}

/** Spec 5 templates: the standard options replace the current ones, answers and template tags included. */
export function applyOptionTemplate(name: OptionTemplateName): TFormEdit {
  return (values) => {
    const next = applyTemplate({ options: values.choiceOptions, mcqAnswer: values.mcqAnswer, mcmaAnswer: values.mcmaAnswer, tag: values.tag }, OPTION_TEMPLATES[name]);
    return { type: values.type === 'mcma' ? 'mcma' : 'mcq', choiceOptions: next.options, mcqAnswer: next.mcqAnswer, mcmaAnswer: next.mcmaAnswer, tag: next.tag };
  };
}

export const addChoice: TFormEdit = (values) => {
  const key = nextChoiceKey(values.choiceOptions);
  return key ? { choiceOptions: { ...values.choiceOptions, [key]: '' } } : {};
};

/** The rest are re-lettered A, B, C...; both the mcq and the mcma answer follow their options. */
export function removeChoice(key: string): TFormEdit {
  return (values) => {
    const single = removeChoiceOption(values.choiceOptions, values.mcqAnswer, key);
    const multiple = removeChoiceOption(values.choiceOptions, values.mcmaAnswer, key);
    return { choiceOptions: single.options, mcqAnswer: single.answer, mcmaAnswer: multiple.answer };
  };
}

export const addStatement: TFormEdit = (values) => {
  const key = nextStatementKey(values.statementOptions);
  return key ? { statementOptions: { ...values.statementOptions, [key]: '' } } : {};
};

export function removeStatementAt(key: string): TFormEdit {
  return (values) => {
    const next = removeStatement(values.statementOptions, values.mckAnswer, key);
    return { statementOptions: next.options, mckAnswer: next.answer };
  };
}

function mapAnswerCategories(answer: Record<string, string>, rename: (category: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(answer).map(([key, category]) => [key, rename(category)]));
}

export const addAnswerCategory: TFormEdit = (values) => ({ answerCategories: [...values.answerCategories, ''] });

/** Renaming a category keeps the statements that had chosen it. */
export function renameAnswerCategory(index: number, name: string): TFormEdit {
  return (values) => {
    const previous = values.answerCategories[index];
    const answerCategories = values.answerCategories.map((category, at) => (at === index ? name : category));
    const isStillUsedElsewhere = answerCategories.includes(previous ?? '');
    const mckAnswer =
      previous && !isStillUsedElsewhere ? mapAnswerCategories(values.mckAnswer, (category) => (category === previous ? name : category)) : values.mckAnswer;
    return { answerCategories, mckAnswer };
  };
}

/** Statements that had chosen a removed category have to choose again. */
export function removeAnswerCategory(index: number): TFormEdit {
  return (values) => {
    const removed = values.answerCategories[index];
    const answerCategories = values.answerCategories.filter((_, at) => at !== index);
    const mckAnswer = answerCategories.includes(removed ?? '') ? values.mckAnswer : mapAnswerCategories(values.mckAnswer, (category) => (category === removed ? '' : category));
    return { answerCategories, mckAnswer };
  };
}

export function linkTheory(theoryId: string): TFormEdit {
  return (values) =>
    values.theoryIds.includes(theoryId) || values.theoryIds.length >= MAX_LINKED_THEORIES ? {} : { theoryIds: [...values.theoryIds, theoryId] };
}

export function unlinkTheory(theoryId: string): TFormEdit {
  return (values) => ({ theoryIds: values.theoryIds.filter((id) => id !== theoryId) });
}

/** [teori_N] counts the linked theories in this order, so moving one renumbers the boxes. */
export function moveTheory(index: number, direction: 'up' | 'down'): TFormEdit {
  return (values) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= values.theoryIds.length) return {};
    const theoryIds = [...values.theoryIds];
    [theoryIds[index], theoryIds[target]] = [theoryIds[target] as string, theoryIds[index] as string];
    return { theoryIds };
  };
}
