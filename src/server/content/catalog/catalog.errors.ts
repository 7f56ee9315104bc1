import { createError } from '../../http/app-error';

export const catalogErrors = {
  categoryNotFound: () => createError({ code: 'catalog.category_not_found', status: 404, message: 'Category not found' }),
  topicNotFound: () => createError({ code: 'catalog.topic_not_found', status: 404, message: 'Topic not found' }),
  subtopicNotFound: () => createError({ code: 'catalog.subtopic_not_found', status: 404, message: 'Subtopic not found' }),
};
