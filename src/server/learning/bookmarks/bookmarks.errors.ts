import { createError } from '../../http/app-error';

export const bookmarkErrors = {
  alreadyBookmarked: () => createError({ code: 'bookmarks.already_bookmarked', status: 409, message: 'Problem is already bookmarked' }),
  notBookmarked: () => createError({ code: 'bookmarks.not_found', status: 404, message: 'Problem is not bookmarked' }),
};
