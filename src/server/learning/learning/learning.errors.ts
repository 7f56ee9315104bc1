import { createError } from '../../http/app-error';

// The catalogue's and the check's own codes where the same thing went wrong (as their modules answer them).
export const learningErrors = {
  topicNotFound: () => createError({ code: 'catalog.topic_not_found', status: 404, message: 'Topic not found' }),
  subtopicNotFound: () => createError({ code: 'catalog.subtopic_not_found', status: 404, message: 'Subtopic not found' }),
  invalidAnswer: (details: unknown) => createError({ code: 'practice.invalid_answer', status: 400, message: 'The answer does not fit this problem', details }),
  notANumber: () =>
    createError({ code: 'practice.answer_not_a_number', status: 422, message: 'The answer cannot be read as a number; it was not counted as an attempt' }),
  reviewNotFound: () => createError({ code: 'reviews.not_found', status: 404, message: 'This problem is not in your review queue' }),
  reviewNotDue: () => createError({ code: 'reviews.not_due', status: 409, message: 'This review is not due yet' }),
};
