import type { TContentUsage } from '../../../core/content-usage';
import { paths } from '../../routes';

export type TLevel = 'category' | 'topic' | 'subtopic';

// Which list the page shows lives in the URL (?categoryId=…&topicId=…), so reload and Back work.
export type TScope = { level: 'category' } | { level: 'topic'; categoryId: string } | { level: 'subtopic'; categoryId: string; topicId: string };

export function scopeFromSearch(search: URLSearchParams): TScope {
  const categoryId = search.get('categoryId');
  const topicId = search.get('topicId');
  if (categoryId && topicId) return { level: 'subtopic', categoryId, topicId };
  if (categoryId) return { level: 'topic', categoryId };
  return { level: 'category' };
}

/** The code of the item whose children are listed: null for the categories. */
export function parentIdOf(scope: TScope): string | null {
  if (scope.level === 'category') return null;
  return scope.level === 'topic' ? scope.categoryId : scope.topicId;
}

export function manageHref(codes: { categoryId?: string; topicId?: string } = {}): string {
  const search = new URLSearchParams();
  if (codes.categoryId) search.set('categoryId', codes.categoryId);
  if (codes.topicId) search.set('topicId', codes.topicId);
  const query = search.toString();
  return query ? `${paths.adminManage}?${query}` : paths.adminManage;
}

// {table} in the spec's toasts ('Kategori berhasil ditambah'), and the words around each list.
export const levelText: Record<TLevel, { table: string; word: string; childColumn: string }> = {
  category: { table: 'Kategori', word: 'kategori', childColumn: 'Topik' },
  topic: { table: 'Topik', word: 'topik', childColumn: 'Subtopik' },
  subtopic: { table: 'Subtopik', word: 'subtopik', childColumn: 'Soal' },
};

export type TDeletionImpact = { topics: number; subtopics: number; problems: number; theories: number; learners: number; usage: TContentUsage };

const impactWords: Array<[Exclude<keyof TDeletionImpact, 'usage'>, string]> = [
  ['topics', 'topik'],
  ['subtopics', 'subtopik'],
  ['problems', 'soal'],
  ['theories', 'teori'],
];

/** The confirmation names everything that goes with the item, and whose progress (where it is used follows it, ContentUsageList). */
export function deletionMessage(level: TLevel, name: string, impact: Omit<TDeletionImpact, 'usage'>): string {
  const subject = `${levelText[level].word} "${name}"`;
  const parts = impactWords.filter(([key]) => impact[key] > 0).map(([key, word]) => `${impact[key]} ${word}`);
  if (parts.length === 0) return `Menghapus ${subject}. Tidak ada isi lain yang ikut terhapus.`;
  const learners = impact.learners > 0 ? `; progres ${impact.learners} siswa ikut terhapus. XP yang sudah diperoleh siswa tetap.` : '.';
  return `Menghapus ${subject} juga menghapus ${parts.join(', ')}${learners}`;
}
