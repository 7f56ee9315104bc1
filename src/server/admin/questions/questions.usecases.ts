import type { Logger } from 'pino';
import { questionImageUrl } from '../../../core/question-status';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';
import type { SessionUser } from '../../http/context';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import type { Storage } from '../../storage/storage';
import type { MarkupCache } from '../../markup/markup-cache';
import { processUploadedImage, type ImageLimits } from '../../images/image-processing';
import { questionErrors } from './questions.errors';
import type { QuestionsRepository } from './questions.repository';

// The row and the file are written together: the file is stored inside the row's transaction,
// so a failed store leaves no row, and a failed commit removes the stored file.
export async function uploadQuestion(
  deps: { db: Writer; repo: QuestionsRepository; storage: Storage; logger: Logger },
  user: SessionUser,
  bytes: Uint8Array,
  limits: ImageLimits,
) {
  const image = await processUploadedImage(bytes, limits);
  let storedKey: string | undefined;
  try {
    return await insertWithUniqueCode(deps.db, 'userQuestion', async (tx, code) => {
      const imageKey = `questions/${code}.${image.extension}`;
      const row = await deps.repo.insertPending(tx, { userQuestionId: code, userId: user.id, imageKey });
      await deps.storage.put(imageKey, image.body, image.contentType);
      storedKey = imageKey;
      return row;
    });
  } catch (error) {
    if (storedKey) {
      await deps.storage.delete(storedKey).catch((cleanupError: unknown) => {
        deps.logger.error({ err: cleanupError, key: storedKey }, 'could not remove an orphan upload');
      });
    }
    throw error;
  }
}

// The Tanya Soal page shows them all; 200 was its cap before lists were paged.
export const QUESTIONS_PAGE = { defaultSize: 200, maxSize: 200 };

export async function listQuestions(deps: { repo: QuestionsRepository; markup: MarkupCache }, user: SessionUser, query: TPageQuery) {
  const page = pageRequest(query, QUESTIONS_PAGE);
  const { items, pageInfo } = pageOf(await deps.repo.listForUser(user.id, page), page);
  const questions = items.map((row) => {
    const isResolved = row.status === 'resolved';
    const hasLink = isResolved && row.problemId && row.subtopicId && row.topicId && row.categoryId && row.isPublished;
    return {
      userQuestionId: row.userQuestionId,
      status: row.status,
      createdAt: row.createdAt,
      // The SPA highlights what was answered since the learner's previous visit.
      answeredAt: row.answeredAt,
      imageUrl: questionImageUrl(row.userQuestionId),
      adminReason: row.status === 'not_answerable' ? row.adminReason : null,
      simpleAnswerHtml: isResolved && row.simpleAnswer ? deps.markup.inline(row.simpleAnswer) : null,
      problemLink: hasLink
        ? { categoryId: row.categoryId!, topicId: row.topicId!, subtopicId: row.subtopicId!, problemId: row.problemId! }
        : null,
    };
  });
  return { questions, pageInfo };
}

// Opening /tanya-soal: answers up to now stop counting as new in the navbar. The previous
// visit's time tells the page which items to highlight.
export async function markQuestionsSeen({ repo }: { repo: QuestionsRepository }, user: SessionUser) {
  const row = await repo.markSeen(user.id);
  if (!row?.seenAt) throw questionErrors.notFound();
  return { seenAt: row.seenAt, previousSeenAt: row.previousSeenAt };
}

// Only the owner and admins see an uploaded photo, and nobody once it went with its account.
export async function readQuestionImage(deps: { repo: QuestionsRepository; storage: Storage }, user: SessionUser, userQuestionId: string) {
  const row = await deps.repo.findImage(userQuestionId);
  if (!row || (row.userId !== user.id && user.role !== 'admin')) throw questionErrors.notFound();
  if (row.imageDeletedAt) throw questionErrors.imageDeleted();
  const stored = await deps.storage.get(row.imageKey);
  if (!stored) throw questionErrors.notFound();
  return { ...stored, fileName: row.imageKey.split('/').pop()! };
}
