// The admin problem form's rules, shared by the SPA form and the API: one write schema per type,
// in its folder's schema.ts (src/problem-types/), on the fields every type shares
// (problem-write-fields.ts). Every issue carries a field path and a message code from
// PROBLEM_FIELD_MESSAGES, so the server's 400 details land next to the fields that caused them.
export {
  ZProblemUpdate,
  ZProblemWrite,
  type TProblemUpdate,
  type TProblemUpdateParsed,
  type TProblemWrite,
  type TProblemWriteParsed,
} from '../problem-types/schemas';

// The form's option helpers live beside it; re-exported so the form has one module to import.
export {
  applyTemplate,
  choiceKeyAt,
  MAX_CHOICE_OPTIONS,
  MAX_STATEMENTS,
  nextChoiceKey,
  nextStatementKey,
  OPTION_TEMPLATES,
  removeChoiceOption,
  removeStatement,
  statementKeyAt,
  type OptionTemplate,
  type OptionTemplateName,
  type TTemplateFields,
} from './problem-options';

export {
  MAX_ANSWER_CATEGORIES,
  MAX_LINKED_THEORIES,
  PROBLEM_FIELD_MESSAGES,
  problemFieldMessage,
  QUESTION_TEXT_MAX_LENGTH,
  SOLUTION_TEXT_MAX_LENGTH,
  TAG_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
  type ProblemFieldMessageCode,
} from './problem-field-messages';
