import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../core/password-policy';
import type { TCredentials } from './credential-fields';
import { ZSignInRequest } from './sign-in';
import { ZSignUpRequest } from './sign-up';

// Runs the schemas the way the login form does: through react-hook-form's zod resolver.
async function fieldErrors(schema: typeof ZSignInRequest | typeof ZSignUpRequest, values: TCredentials) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { email: result.errors.email?.message, password: result.errors.password?.message, values: result.values };
}

describe('the sign-up form checks a new password against the server’s bounds', () => {
  it('a password one character shorter than the minimum is refused next to the field', async () => {
    const errors = await fieldErrors(ZSignUpRequest, { email: 'a@b.id', password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(errors.password).toBe(`Password minimal ${PASSWORD_MIN_LENGTH} karakter.`);
  });

  it('passwords of exactly the minimum and the maximum length are accepted', async () => {
    for (const length of [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]) {
      const errors = await fieldErrors(ZSignUpRequest, { email: 'a@b.id', password: 'x'.repeat(length) });
      expect(errors.password).toBeUndefined();
    }
  });

  it('a password over the maximum is refused with the limit in the message', async () => {
    const errors = await fieldErrors(ZSignUpRequest, { email: 'a@b.id', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(errors.password).toBe(`Password terlalu panjang (maks. ${PASSWORD_MAX_LENGTH} karakter).`);
  });

  it('an empty password asks for one before talking about its length', async () => {
    expect((await fieldErrors(ZSignUpRequest, { email: 'a@b.id', password: '' })).password).toBe('Password wajib diisi.');
  });
});

describe('the login form', () => {
  it('accepts a short password, since an account may predate the bounds', async () => {
    expect((await fieldErrors(ZSignInRequest, { email: 'a@b.id', password: 'pendek' })).password).toBeUndefined();
  });

  it('asks for an email, then for a valid one', async () => {
    expect((await fieldErrors(ZSignInRequest, { email: '  ', password: 'x' })).email).toBe('Email wajib diisi.');
    expect((await fieldErrors(ZSignInRequest, { email: 'bukan-email', password: 'x' })).email).toBe('Format email tidak valid.');
  });

  it('sends the email without the spaces around it', async () => {
    const { values } = await fieldErrors(ZSignInRequest, { email: '  siswa@latihan.id ', password: 'rahasia' });
    expect(values).toEqual({ email: 'siswa@latihan.id', password: 'rahasia' });
  });
});
