import { createError } from '../../http/app-error';

export const problemImageErrors = {
  notFound: () => createError({ code: 'images.not_found', status: 404, message: 'Image not found' }),
};
