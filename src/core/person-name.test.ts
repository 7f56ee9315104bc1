import { describe, expect, it } from 'vitest';
import { checkPersonName, cleanPersonName, personNameError, personNameLength, PERSON_NAME_MAX_LENGTH } from './person-name';

describe('a typed name is cleaned before it is checked and stored', () => {
  it.each([
    ['spaces around it go', '  Budi Santoso  ', 'Budi Santoso'],
    ['runs of spaces inside become one', 'Budi    Santoso', 'Budi Santoso'],
    ['tabs and line breaks become a space', 'Budi\tSantoso\nPutra', 'Budi Santoso Putra'],
    ['a no-break and an ideographic space become a plain space', 'Siti\u00A0Aminah\u3000Z', 'Siti Aminah Z'],
    ['NUL and other C0 controls go', 'Bu\u0000di\u0007', 'Budi'],
    ['C1 controls go', 'Ra\u0085ni\u009B', 'Rani'],
    ['zero-width spaces and joiners go', 'Bu\u200Bdi\u200C\u200D\uFEFF', 'Budi'],
    ['bidi overrides and isolates go', '\u202EinduB\u202C \u2066Ani\u2069', 'induB Ani'],
    ['a soft hyphen goes', 'Sur\u00ADyadi', 'Suryadi'],
    ['a decomposed accent is composed', 'Jose\u0301', 'José'],
    ['marks stacked past four are cut to four', `Z${'\u0336'.repeat(40)}alg`, `Z${'\u0336'.repeat(4)}alg`],
    ['an invisible character between two spaces leaves one space', 'Ani \u200B Rahma', 'Ani Rahma'],
    ['HTML stays as the text it is', '<b>Budi</b>', '<b>Budi</b>'],
  ])('%s', (_label, typed, cleaned) => {
    expect(cleanPersonName(typed)).toBe(cleaned);
  });
});

describe('a name is accepted in any script, with the punctuation names carry', () => {
  it.each([
    ['Indonesian', 'Muhammad Rizky Pratama'],
    ['an apostrophe', "Nur'aini"],
    ['dots and a title', 'Dr. H. A. Rahman, S.Pd.'],
    ['a hyphen', 'Anne-Marie Siregar'],
    ['Arabic', 'محمد علي'],
    ['Chinese, two characters', '李明'],
    ['Devanagari', 'प्रिया शर्मा'],
    ['Vietnamese with stacked accents', 'Nguyễn Thị Hồng'],
    ['two letters', 'Ay'],
    ['HTML-looking text, which React shows as text', '<b>Budi</b>'],
  ])('%s', (_label, typed) => {
    expect(checkPersonName(typed)).toEqual({ ok: true, name: typed });
  });

  it(`counts code points, so ${PERSON_NAME_MAX_LENGTH} Chinese characters or accented letters fit`, () => {
    expect(checkPersonName('李'.repeat(PERSON_NAME_MAX_LENGTH)).ok).toBe(true);
    expect(checkPersonName('é'.repeat(PERSON_NAME_MAX_LENGTH)).ok).toBe(true);
    expect(personNameLength('𠀀𠀀')).toBe(2);
  });
});

describe('a name that cannot be stored says why, in Indonesian', () => {
  it.each([
    ['empty', '', 'Nama lengkap wajib diisi.'],
    ['only spaces', '     ', 'Nama lengkap wajib diisi.'],
    ['only invisible characters', '\u200B\u202E\u0000', 'Nama lengkap wajib diisi.'],
    ['one letter', 'A', 'Nama minimal 2 karakter.'],
    ['one letter padded with spaces', '  A  ', 'Nama minimal 2 karakter.'],
    ['81 characters', 'a'.repeat(PERSON_NAME_MAX_LENGTH + 1), 'Nama maksimal 80 karakter.'],
    ['500 characters', 'Budi '.repeat(100), 'Nama maksimal 80 karakter.'],
    ['digits only', '12345', 'Nama harus berisi huruf.'],
    ['punctuation only', "-.'", 'Nama harus berisi huruf.'],
    ['an emoji', 'Budi 😀', 'Nama tidak boleh berisi emoji.'],
    ['a heart with its variation selector', 'Ani ❤️', 'Nama tidak boleh berisi emoji.'],
    ['a flag', 'Ani 🇮🇩', 'Nama tidak boleh berisi emoji.'],
    ['a keycap', 'Ani 1️⃣', 'Nama tidak boleh berisi emoji.'],
    ['a single emoji, not called too short', '😀', 'Nama tidak boleh berisi emoji.'],
  ])('%s', (_label, typed, message) => {
    expect(personNameError(typed)).toBe(message);
  });

  it('names the problem for the server’s error code', () => {
    expect(checkPersonName(' ')).toMatchObject({ ok: false, problem: 'required' });
    expect(checkPersonName('x'.repeat(500))).toMatchObject({ ok: false, problem: 'too_long' });
  });
});
