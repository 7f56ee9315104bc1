// Issue 52.3 (decision 086): "Soal yang pernah salah", the problems of a subtopic or a topic a
// learner ever answered wrong (in practice or in 'Ulang Soal'), each marked solved or not.

// A list shows at most this many (a subtopic holds about a hundred problems, a topic ten
// subtopics); the count says how many there are.
export const MISTAKES_LIST_LIMIT = 100;

/** Where the list is asked for: one subtopic, or every subtopic of one topic. */
export type TMistakesScope = { subtopicId: string } | { topicId: string };

/** The link's words on the subtopic and topic pages. */
export const mistakesLinkLabel = (count: number) => `Soal yang pernah salah (${count})`;
