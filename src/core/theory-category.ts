// Spec 3: theories live in the subtopics of the category with this exact name. Issue 31: the app
// creates it when it is missing, and it cannot be deleted, renamed or given a namesake.
export const THEORY_CATEGORY_NAME = 'List Teori';

/** A category name that would pass for 'List Teori' (case and surrounding spaces aside). */
export const isTheoryCategoryName = (name: string) => name.trim().toLowerCase() === THEORY_CATEGORY_NAME.toLowerCase();

export const THEORY_CATEGORY_FIXED_MESSAGE = `Kategori '${THEORY_CATEGORY_NAME}' dipakai untuk teori dan tidak dapat dihapus atau diganti namanya.`;
