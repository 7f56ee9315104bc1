import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialErrors, credentialsToSend, EMAIL_PATTERN, SIGN_IN_RULES, SIGN_UP_RULES } from './credentials';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

const validEmail = 'siswa@latihan.id';

describe('the sign-up form checks a new password against the server’s bounds', () => {
  it.each([
    ['an empty password asks for one before talking about its length', '', 'Password wajib diisi.'],
    ['one character shorter than the minimum is refused', 'x'.repeat(PASSWORD_MIN_LENGTH - 1), `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`],
    ['exactly the minimum is accepted', 'x'.repeat(PASSWORD_MIN_LENGTH), undefined],
    ['exactly the maximum is accepted', 'x'.repeat(PASSWORD_MAX_LENGTH), undefined],
    ['over the maximum is refused with the limit in the message', 'x'.repeat(PASSWORD_MAX_LENGTH + 1), `Password terlalu panjang (maks. ${PASSWORD_MAX_LENGTH} karakter).`],
    ['spaces count as characters', ' '.repeat(PASSWORD_MIN_LENGTH), undefined],
  ])('%s', (_label, password, message) => {
    expect(credentialErrors(SIGN_UP_RULES, { email: validEmail, password }).password).toBe(message);
  });
});

describe('the login form', () => {
  it('accepts a short password, since an account may predate the bounds', () => {
    expect(credentialErrors(SIGN_IN_RULES, { email: validEmail, password: 'pendek' })).toEqual({});
  });

  it('asks for a password', () => {
    expect(credentialErrors(SIGN_IN_RULES, { email: validEmail, password: '' })).toEqual({ password: 'Password wajib diisi.' });
  });

  it.each([
    ['', 'Email atau nama login wajib diisi.', 'Email wajib diisi.'],
    ['  ', 'Email atau nama login wajib diisi.', 'Email wajib diisi.'],
    ['bukan-email', 'Format email tidak valid.', 'Format email tidak valid.'],
    ['siswa@latihan', 'Format email tidak valid.', 'Format email tidak valid.'],
    ['  siswa@latihan.id ', undefined, undefined],
    // A pupil's login name (decision 082) signs in; it is no address to sign up with.
    [' YRQ5A89-07 ', undefined, 'Format email tidak valid.'],
  ])('%j gets %s at sign-in and %s at sign-up', (email, atSignIn, atSignUp) => {
    expect(credentialErrors(SIGN_IN_RULES, { email, password: 'x' }).email).toBe(atSignIn);
    expect(credentialErrors(SIGN_UP_RULES, { email, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }).email).toBe(atSignUp);
  });

  it('reports both fields at once', () => {
    expect(credentialErrors(SIGN_IN_RULES, { email: '', password: '' })).toEqual({
      email: 'Email atau nama login wajib diisi.',
      password: 'Password wajib diisi.',
    });
  });

  it('sends the email without the spaces around it and the password as typed', () => {
    expect(credentialsToSend({ email: '  siswa@latihan.id ', password: ' rahasia ' })).toEqual({
      email: 'siswa@latihan.id',
      password: ' rahasia ',
    });
  });
});

describe('the forms accept the same emails as the server’s z.email()', () => {
  it('uses zod’s own pattern', () => {
    // zod escapes a '-' that ends a character class, which our lint calls useless; same pattern.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it.each(['a@b.id', 'nama.siswa+latsol@sekolah.sch.id', "o'brien@mail.com", 'a@b', 'a@@b.id', '.a@b.id', 'a..b@c.id', 'a@-b.id', 'a b@c.id'])(
    '%s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(z.email().safeParse(email).success);
    },
  );
});
