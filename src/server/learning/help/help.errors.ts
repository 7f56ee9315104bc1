import { createError } from '../../http/app-error';

// Issue 52: hints and the way out refused, with why (the page words each: core/stuck-help.ts HELP_MESSAGES).
export const helpErrors = {
  noWrongAnswer: () => createError({ code: 'help.no_wrong_answer', status: 409, message: 'Hints open after a wrong answer' }),
  noMoreHints: () => createError({ code: 'help.no_more_hints', status: 409, message: 'This problem has no further hint' }),
  stepOutOfOrder: () => createError({ code: 'help.step_out_of_order', status: 409, message: 'Hints open one at a time, in order' }),
};
