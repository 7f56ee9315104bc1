import { z } from 'zod';
import { ZSubtopicCode } from './catalog-schemas';
import { publicCodePattern } from './public-code';

// 'List Teori' and its rules (issue 31), in a module without zod for the SPA's shared code.
export { isTheoryCategoryName, THEORY_CATEGORY_FIXED_MESSAGE, THEORY_CATEGORY_NAME } from './theory-category';

// Spec 9: a duplicated theory starts with this and goes last.
export const DUPLICATE_THEORY_PREFIX = '[Copy] ';

// The database's CHECK on theories.content has the same bound.
export const THEORY_CONTENT_MAX_LENGTH = 20_000;

export const THEORY_SUBTOPIC_REQUIRED_MESSAGE = 'Mohon pilih subtopik!';

export const ZTheoryCode = z.string().regex(publicCodePattern('theory'));

export const ZTheoryContent = z
  .string()
  .max(THEORY_CONTENT_MAX_LENGTH, `Konten teori maksimal ${THEORY_CONTENT_MAX_LENGTH} karakter.`)
  .refine((content) => content.trim() !== '', 'Konten teori wajib diisi.');

export const ZTheoryParams = z.strictObject({ theoryId: ZTheoryCode });
export const ZTheoryListQuery = z.strictObject({ subtopicId: ZSubtopicCode });
export const ZCreateTheoryRequest = z.strictObject({ subtopicId: ZSubtopicCode, content: ZTheoryContent });
export const ZUpdateTheoryRequest = z.strictObject({ content: ZTheoryContent });
export const ZMoveTheoryRequest = z.strictObject({ direction: z.enum(['up', 'down']) });

export type TCreateTheoryRequest = z.infer<typeof ZCreateTheoryRequest>;
export type TUpdateTheoryRequest = z.infer<typeof ZUpdateTheoryRequest>;
