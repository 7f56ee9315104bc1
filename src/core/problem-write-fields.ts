// The admin problem form's fields that are the same for every type, and the write pieces several
// types share; each type's own fields are in its folder's schema.ts (src/problem-types/), and
// problem-editor.ts is what the form and the API import. Every issue carries a field path and a
// message code from PROBLEM_FIELD_MESSAGES, so the server's 400 details land next to the fields
// that caused them.
import { z } from 'zod';
import { DEFAULT_ANSWER_CATEGORIES, OPTION_TEXT_MAX_LENGTH } from './problem-shapes';
import { publicCodePattern, type PublicCodeKind } from './public-code';
import { choiceKeys, MAX_CHOICE_OPTIONS } from './problem-options';
import { parseYouTubeLink } from './youtube';
import { HINT_TEXT_MAX_LENGTH, MAX_HINTS } from './stuck-help';
import { MAX_LINKED_THEORIES, SOLUTION_TEXT_MAX_LENGTH, TAG_MAX_LENGTH, VIDEO_LINK_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH, type ProblemFieldMessageCode } from './problem-field-messages';

export const message = (code: ProblemFieldMessageCode) => ({ message: code });

export const isBlank = (text: string) => text.trim() === '';

export const requiredText = (maxLength: number) =>
  z
    .string()
    .max(maxLength, message('too_long'))
    .refine((text) => !isBlank(text), message('required'));

const codeOf = (kind: PublicCodeKind) =>
  z.string().superRefine((code, context) => {
    if (code === '') context.addIssue({ code: 'custom', ...message('required') });
    else if (!publicCodePattern(kind).test(code)) context.addIssue({ code: 'custom', ...message('invalid_code') });
  });

const ZTheoryCode = codeOf('theory');

const ZVideoLink = z
  .string()
  .max(VIDEO_LINK_MAX_LENGTH, message('too_long'))
  .nullable()
  .optional()
  .transform((link) => link?.trim() || null)
  .refine((link) => link === null || parseYouTubeLink(link) !== null, message('video_not_youtube'));

const ZSolutionText = z
  .string()
  .max(SOLUTION_TEXT_MAX_LENGTH, message('too_long'))
  .nullable()
  .optional()
  .transform((text) => (text === undefined || text === null || isBlank(text) ? null : text));

// Issue 52: up to MAX_HINTS hint steps, in order; a blank step is left out.
const ZHints = z
  .array(z.string().max(HINT_TEXT_MAX_LENGTH, message('too_long')))
  .max(MAX_HINTS, message('too_many_hints'))
  .default([])
  .transform((hints) => hints.filter((hint) => !isBlank(hint)));

const ZTheoryIds = z
  .array(ZTheoryCode)
  .max(MAX_LINKED_THEORIES, message('too_many_theories'))
  .default([])
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) context.addIssue({ code: 'custom', path: [index], ...message('duplicate_theory') });
    });
  });

export const ZOptionText = requiredText(OPTION_TEXT_MAX_LENGTH);

export const ZChoiceOptionsWrite = z.record(z.string(), ZOptionText).superRefine((options, context) => {
  const keys = Object.keys(options);
  if (keys.length < 2) context.addIssue({ code: 'custom', ...message('at_least_two_options') });
  else if (keys.length > MAX_CHOICE_OPTIONS) context.addIssue({ code: 'custom', ...message('too_many_options') });
  else if (!hasKeys(options, choiceKeys(keys.length))) context.addIssue({ code: 'custom', ...message('options_not_in_order') });
});

// Other types keep the default list, as new rows get it from the database.
export const ZIgnoredAnswerCategories = z
  .unknown()
  .optional()
  .transform(() => [...DEFAULT_ANSWER_CATEGORIES] as string[]);

export const commonFields = {
  subtopicId: codeOf('subtopic'),
  questionText: requiredText(QUESTION_TEXT_MAX_LENGTH),
  solutionText: ZSolutionText,
  hints: ZHints,
  videoLink: ZVideoLink,
  tag: z
    .string()
    .max(TAG_MAX_LENGTH, message('too_long'))
    .default('')
    .transform((tag) => tag.trim()),
  hasSolution: z.boolean().default(false),
  isPublic: z.boolean().default(false),
  // Issue 31: learners see a problem only once it is published. Left out, a new problem is a
  // draft and a saved one keeps its state (a client that does not know the field unpublishes nothing).
  isPublished: z.boolean().optional(),
  theoryIds: ZTheoryIds,
};

// Choice types have no answer mode: whatever a client sends, they keep 'text' and no tolerance.
export const ignoredAnswerMode = {
  answerMode: z
    .unknown()
    .optional()
    .transform(() => 'text' as const),
  answerTolerance: z
    .unknown()
    .optional()
    .transform(() => null),
};

// PUT /admin/problems/:problemId: the version the admin started from (optimistic concurrency).
export const versionField = { version: z.number().int().min(1) };

export function hasKeys(options: Record<string, string>, expected: string[]): boolean {
  return expected.every((key) => Object.hasOwn(options, key));
}
