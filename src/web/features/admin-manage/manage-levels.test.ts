import { describe, expect, it } from 'vitest';
import { deletionMessage, manageHref, scopeFromSearch } from './manage-levels';

describe('deletion confirmation text', () => {
  it.each([
    [
      'category',
      { topics: 3, subtopics: 12, problems: 140, theories: 2, learners: 57 },
      'Menghapus kategori "Aljabar" juga menghapus 3 topik, 12 subtopik, 140 soal, 2 teori; progres 57 siswa ikut terhapus. XP yang sudah diperoleh siswa tetap.',
    ],
    ['topic', { topics: 0, subtopics: 2, problems: 5, theories: 0, learners: 0 }, 'Menghapus topik "Aljabar" juga menghapus 2 subtopik, 5 soal.'],
    [
      'subtopic',
      { topics: 0, subtopics: 0, problems: 4, theories: 0, learners: 3 },
      'Menghapus subtopik "Aljabar" juga menghapus 4 soal; progres 3 siswa ikut terhapus. XP yang sudah diperoleh siswa tetap.',
    ],
    ['subtopic', { topics: 0, subtopics: 0, problems: 0, theories: 0, learners: 0 }, 'Menghapus subtopik "Aljabar". Tidak ada isi lain yang ikut terhapus.'],
  ] as const)('names what goes with a %s', (level, impact, expected) => {
    expect(deletionMessage(level, 'Aljabar', impact)).toBe(expected);
  });
});

describe('the list shown follows the URL', () => {
  it.each([
    ['', { level: 'category' }],
    ['categoryId=CA-AAAAAAAA', { level: 'topic', categoryId: 'CA-AAAAAAAA' }],
    ['categoryId=CA-AAAAAAAA&topicId=TO-BBBBBBBB', { level: 'subtopic', categoryId: 'CA-AAAAAAAA', topicId: 'TO-BBBBBBBB' }],
  ])('?%s', (search, scope) => {
    expect(scopeFromSearch(new URLSearchParams(search))).toEqual(scope);
  });

  it('builds the links back up the hierarchy', () => {
    expect(manageHref()).toBe('/admin/manage');
    expect(manageHref({ categoryId: 'CA-AAAAAAAA', topicId: 'TO-BBBBBBBB' })).toBe('/admin/manage?categoryId=CA-AAAAAAAA&topicId=TO-BBBBBBBB');
  });
});
