import { z } from 'zod';

// The admin forms of categories, topics and subtopics; the server validates the same schemas.
// Names fit the varchar(200) columns. A description is text in the database; 2,000 characters
// is far beyond the one or two sentences a category card shows, yet bounds the payload.
export const HIERARCHY_NAME_MAX_LENGTH = 200;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 2000;

// Spec 5: every text field of an admin form is required.
const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} wajib diisi.`).max(max, `${label} terlalu panjang (maks. ${max} karakter).`);

// The admin form edits every level with one name field (and a description for categories).
export const ZHierarchyNameField = requiredText('Nama', HIERARCHY_NAME_MAX_LENGTH);
export const ZCategoryDescriptionField = requiredText('Deskripsi', CATEGORY_DESCRIPTION_MAX_LENGTH);

export const ZCategoryFields = z.strictObject({ categoryName: ZHierarchyNameField, description: ZCategoryDescriptionField });
export const ZTopicFields = z.strictObject({ topicName: ZHierarchyNameField });
export const ZSubtopicFields = z.strictObject({ subtopicName: ZHierarchyNameField });

// A PATCH names only what changes (a rename, or the publish checkbox), but at least one thing.
const patchOf = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields
    .partial()
    .extend({ isPublished: z.boolean().optional() })
    .strict()
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Tidak ada perubahan.');

export const ZUpdateCategoryRequest = patchOf(ZCategoryFields);
export const ZUpdateTopicRequest = patchOf(ZTopicFields);
export const ZUpdateSubtopicRequest = patchOf(ZSubtopicFields);

export const ZMoveRequest = z.strictObject({ direction: z.enum(['up', 'down']) });
