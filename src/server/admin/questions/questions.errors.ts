import { createError } from '../../http/app-error';

export const questionErrors = {
  rateLimited: (retryAfterSeconds: number) =>
    createError({ code: 'request.rate_limited', status: 429, message: 'Too many uploads; try again later', details: { retryAfterSeconds } }),
  notFound: () => createError({ code: 'questions.not_found', status: 404, message: 'Question not found' }),
  imageDeleted: () => createError({ code: 'questions.image_deleted', status: 404, message: 'The photo was deleted with the account' }),
};
