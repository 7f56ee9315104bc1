import type { Logger } from 'pino';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';
import { processUploadedImage, type ImageLimits } from '../../images/image-processing';
import type { Storage } from '../../storage/storage';
import { problemImageErrors } from './problem-images.errors';
import type { ProblemImagesRepository } from './problem-images.repository';

// Spec 5 and 9: the embed code's default width; the admin fills in the alt text.
export const IMAGE_EMBED_WIDTH = 200;
const IMAGE_FILE_NAME = /^IM-[A-Z0-9]{8}\.(jpg|png)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

const storageKeyOf = (fileName: string) => `images/${fileName}`;
export const publicImageUrlOf = (fileName: string) => `/math/api/images/${fileName}`;

// The row and the file are written together: the file is stored inside the row's transaction,
// so a failed store leaves no row, and a failed commit removes the stored file.
export async function uploadProblemImage(
  deps: { db: Writer; repo: ProblemImagesRepository; storage: Storage; logger: Logger },
  bytes: Uint8Array,
  limits: ImageLimits,
) {
  const image = await processUploadedImage(bytes, limits);
  let storedKey: string | undefined;
  try {
    return await insertWithUniqueCode(deps.db, 'image', async (tx, imageId) => {
      const fileName = `${imageId}.${image.extension}`;
      const url = publicImageUrlOf(fileName);
      await deps.repo.insert(tx, { imageId, imageUrl: url });
      await deps.storage.put(storageKeyOf(fileName), image.body, image.contentType);
      storedKey = storageKeyOf(fileName);
      return { imageId, url, embedHtml: `<img src="${url}" alt="" width="${IMAGE_EMBED_WIDTH}">` };
    });
  } catch (error) {
    if (storedKey) {
      await deps.storage.delete(storedKey).catch((cleanupError: unknown) => {
        deps.logger.error({ err: cleanupError, key: storedKey }, 'could not remove an orphan problem image');
      });
    }
    throw error;
  }
}

export async function readProblemImage({ storage }: { storage: Storage }, fileName: string) {
  const extension = IMAGE_FILE_NAME.exec(fileName)?.[1] as keyof typeof CONTENT_TYPES | undefined;
  if (!extension) throw problemImageErrors.notFound();
  const stored = await storage.get(storageKeyOf(fileName));
  if (!stored) throw problemImageErrors.notFound();
  // From the name the server gave it, not from whatever the store reports.
  return { body: stored.body, contentType: CONTENT_TYPES[extension] };
}
