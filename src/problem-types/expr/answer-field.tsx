// An 'Ekspresi' problem's answer field is the fill-in's text box (input/answer-field.tsx), which
// loads this type's key row and messages (answer-keys.tsx) on problems of the type: one box, so the
// problem page carries its code once.
export { InputAnswerField as ExprAnswerField } from '../input/answer-field';
