// Whether a learner's answer fits one problem's own options and categories: spec 5's disabled
// check button, and the server's check of an arriving answer (practice.usecases.ts
// calls it on what arrives). A problem whose own data is broken, or of a type the app does not
// know, accepts no answer at all rather than guessing. Each type's rule is in its
// src/problem-types/<type>/answer-form.ts.
export { fitsAnswerForm as canSubmit } from '../problem-types/answer-forms';
