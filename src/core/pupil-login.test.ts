import { describe, expect, it } from 'vitest';
import { generatePupilPassword, isPlaceholderEmail, normaliseLoginName, placeholderEmail, PUPIL_PASSWORD_PATTERN, pupilLoginName, shownEmail } from './pupil-login';

describe('pupil login names', () => {
  it.each([
    ['YRQ5A89', 7, 'yrq5a89-07'],
    ['YRQ5A89', 12, 'yrq5a89-12'],
    ['YRQ5A89', 100, 'yrq5a89-100'],
  ])('class %s, pupil %i: %s', (code, number, expected) => {
    expect(pupilLoginName(code, number)).toBe(expected);
  });

  it.each([
    [' YRQ5A89-07 ', 'yrq5a89-07'],
    ['yrq5a89-100', 'yrq5a89-100'],
    ['ani@contoh.id', null],
    ['yrq5a89', null],
    ['yrq5a89-7', null],
    ['yrq5a89-0777', null],
    ['../x-01', null],
    ['', null],
  ])('what was typed, %j, is the login name %j', (typed, expected) => {
    expect(normaliseLoginName(typed)).toBe(expected);
  });

  it('the placeholder email is recognised and never shown', () => {
    expect(placeholderEmail('yrq5a89-07')).toBe('yrq5a89-07@siswa.invalid');
    expect(isPlaceholderEmail('YRQ5A89-07@SISWA.INVALID')).toBe(true);
    expect(isPlaceholderEmail('ani@siswa.invalid.example.com')).toBe(false);
    expect(shownEmail('yrq5a89-07@siswa.invalid')).toBe('');
    expect(shownEmail('ani@contoh.id')).toBe('ani@contoh.id');
  });
});

describe('generated pupil passwords', () => {
  it('are three groups of four from the alphabet without look-alikes, and differ', () => {
    const passwords = Array.from({ length: 200 }, () => generatePupilPassword());
    for (const password of passwords) {
      expect(password).toMatch(PUPIL_PASSWORD_PATTERN);
      expect(password).not.toMatch(/[01ilo]/);
    }
    expect(new Set(passwords).size).toBe(200);
  });

  it('take their characters from the random source given', () => {
    const zeros = (bytes: Uint8Array) => bytes.fill(0);
    expect(generatePupilPassword(zeros)).toBe('aaaa-aaaa-aaaa');
  });
});
