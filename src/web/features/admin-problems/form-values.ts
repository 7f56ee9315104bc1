import { normaliseStoredMcmaAnswer, type ProblemType } from '../../../core/problem-types';
import { EDITOR_TEMPLATES } from '../../../core/problem-types/schemas';
import type { TProblemWrite } from '../../../core/problem-editor';
import { isAnswerMode, type TAnswerMode } from '../../../core/answer-mode';

// The editor keeps every type's options and answer side by side, so switching the type back
// and forth (mcq -> mck -> mcq) loses nothing; only the current type's part is sent.
export type TProblemFormValues = {
  subtopicId: string;
  type: ProblemType;
  questionText: string;
  solutionText: string;
  videoLink: string;
  tag: string;
  hasSolution: boolean;
  isPublic: boolean;
  /** Issue 31: learners see the problem only once it is published; a new problem is a draft. */
  isPublished: boolean;
  theoryIds: string[];
  /** mcq and mcma: A, B, C... -> option text. */
  choiceOptions: Record<string, string>;
  /** mck: statement_1, statement_2... -> statement text. */
  statementOptions: Record<string, string>;
  answerCategories: string[];
  inputAnswer: string;
  /** input only (issue 14): 'text' compares as typed, 'number' by value. */
  answerMode: TAnswerMode;
  /** number mode: absolute tolerance written the Indonesian way ('0,01'); blank = exact. */
  answerTolerance: string;
  mcqAnswer: string;
  mcmaAnswer: string[];
  /** mck: statement key -> chosen category. */
  mckAnswer: Record<string, string>;
};

// As GET /admin/problems/:problemId returns it, as far as the form needs it.
export type TServerProblem = {
  subtopicId: string;
  type: string;
  questionText: string;
  answer: unknown;
  solutionText: string | null;
  videoLink: string | null;
  options: Record<string, string> | null;
  tag: string | null;
  answerCategories: string[] | null;
  answerMode?: string;
  answerTolerance?: string | null;
  hasSolution: boolean;
  isPublic: boolean;
  isPublished: boolean;
  theoryIds: string[];
};

// A new problem starts from every type's editor template (core/problem-types), as a single choice.
export function emptyFormValues(subtopicId = ''): TProblemFormValues {
  const input = EDITOR_TEMPLATES.input();
  const mcq = EDITOR_TEMPLATES.mcq();
  const mck = EDITOR_TEMPLATES.mck();
  return {
    subtopicId,
    type: 'mcq',
    questionText: '',
    solutionText: '',
    videoLink: '',
    tag: '',
    hasSolution: false,
    isPublic: false,
    isPublished: false,
    theoryIds: [],
    choiceOptions: mcq.options,
    statementOptions: mck.options,
    answerCategories: mck.answerCategories,
    inputAnswer: input.answer,
    answerMode: input.answerMode,
    answerTolerance: input.answerTolerance,
    mcqAnswer: mcq.answer,
    mcmaAnswer: EDITOR_TEMPLATES.mcma().answer,
    mckAnswer: mck.answer,
  };
}

function isProblemType(type: string): type is ProblemType {
  return type === 'input' || type === 'mcq' || type === 'mcma' || type === 'mck';
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function formValuesFromProblem(problem: TServerProblem): TProblemFormValues {
  const empty = emptyFormValues(problem.subtopicId);
  const type = isProblemType(problem.type) ? problem.type : 'input';
  const values: TProblemFormValues = {
    ...empty,
    type,
    questionText: problem.questionText,
    solutionText: problem.solutionText ?? '',
    videoLink: problem.videoLink ?? '',
    tag: problem.tag ?? '',
    hasSolution: problem.hasSolution,
    isPublic: problem.isPublic,
    isPublished: problem.isPublished,
    theoryIds: [...problem.theoryIds],
    answerCategories: problem.answerCategories && problem.answerCategories.length > 0 ? [...problem.answerCategories] : empty.answerCategories,
  };
  const options = stringRecord(problem.options);
  if (type === 'input') {
    return {
      ...values,
      inputAnswer: typeof problem.answer === 'string' ? problem.answer : '',
      answerMode: isAnswerMode(problem.answerMode) ? problem.answerMode : 'text',
      answerTolerance: problem.answerTolerance ?? '',
    };
  }
  if (type === 'mck') return { ...values, statementOptions: options, mckAnswer: stringRecord(problem.answer) };
  if (type === 'mcq') return { ...values, choiceOptions: options, mcqAnswer: typeof problem.answer === 'string' ? problem.answer : '' };
  return { ...values, choiceOptions: options, mcmaAnswer: normaliseStoredMcmaAnswer(problem.answer) ?? [] };
}

/** The body of POST /admin/problems (PUT adds the version): only the current type's part. */
export function writeRequestFromValues(values: TProblemFormValues): TProblemWrite {
  const common = {
    subtopicId: values.subtopicId,
    questionText: values.questionText,
    solutionText: values.solutionText,
    videoLink: values.videoLink,
    tag: values.tag,
    hasSolution: values.hasSolution,
    isPublic: values.isPublic,
    isPublished: values.isPublished,
    theoryIds: values.theoryIds,
  };
  switch (values.type) {
    case 'input':
      return {
        ...common,
        type: 'input',
        answer: values.inputAnswer,
        answerMode: values.answerMode,
        answerTolerance: values.answerMode === 'number' ? values.answerTolerance : null,
      };
    case 'mcq':
      return { ...common, type: 'mcq', options: values.choiceOptions, answer: values.mcqAnswer };
    case 'mcma':
      return { ...common, type: 'mcma', options: values.choiceOptions, answer: values.mcmaAnswer };
    case 'mck':
      return {
        ...common,
        type: 'mck',
        options: values.statementOptions,
        answerCategories: values.answerCategories,
        // A statement left without a category is simply absent; the schema names it.
        answer: Object.fromEntries(
          Object.keys(values.statementOptions)
            .map((key) => [key, values.mckAnswer[key] ?? ''] as const)
            .filter(([, category]) => category !== ''),
        ),
      };
  }
}

/** What the live preview renders: the texts, never the answer. */
export function previewRequestFromValues(values: TProblemFormValues) {
  const isChoice = values.type === 'mcq' || values.type === 'mcma';
  return {
    type: values.type,
    questionText: values.questionText,
    options: values.type === 'input' ? null : isChoice ? values.choiceOptions : values.statementOptions,
    answerCategories: values.answerCategories,
    solutionText: values.solutionText,
    theoryIds: values.theoryIds,
    videoLink: values.videoLink,
  };
}

// Key order differs between a JSON draft and a fresh server copy; equality must not care.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function isSameFormValues(left: TProblemFormValues, right: TProblemFormValues): boolean {
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

/** A draft comes back from localStorage: anything unreadable or of another shape is dropped. */
export function formValuesFromDraft(draft: unknown): TProblemFormValues | null {
  if (typeof draft !== 'object' || draft === null) return null;
  const saved = draft as Record<string, unknown>;
  if (typeof saved.type !== 'string' || !isProblemType(saved.type)) return null;
  const empty = emptyFormValues();
  const text = (key: keyof TProblemFormValues) => (typeof saved[key] === 'string' ? (saved[key] as string) : '');
  const texts = (key: keyof TProblemFormValues) =>
    Array.isArray(saved[key]) ? (saved[key] as unknown[]).filter((item): item is string => typeof item === 'string') : [];
  return {
    subtopicId: text('subtopicId'),
    type: saved.type,
    questionText: text('questionText'),
    solutionText: text('solutionText'),
    videoLink: text('videoLink'),
    tag: text('tag'),
    hasSolution: saved.hasSolution === true,
    isPublic: saved.isPublic === true,
    isPublished: saved.isPublished === true,
    theoryIds: texts('theoryIds'),
    choiceOptions: stringRecord(saved.choiceOptions),
    statementOptions: stringRecord(saved.statementOptions),
    answerCategories: Array.isArray(saved.answerCategories) ? texts('answerCategories') : empty.answerCategories,
    inputAnswer: text('inputAnswer'),
    answerMode: isAnswerMode(saved.answerMode) ? saved.answerMode : empty.answerMode,
    answerTolerance: text('answerTolerance'),
    mcqAnswer: text('mcqAnswer'),
    mcmaAnswer: texts('mcmaAnswer'),
    mckAnswer: stringRecord(saved.mckAnswer),
  };
}
