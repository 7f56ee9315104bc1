import { randomCodeCharacters, type FillRandom } from './class-code';

// Pupils without email (issue 51, decision 082): a teacher makes their accounts. Each signs in with
// a login name made from the class's code ('yrq5a89-07') and a password the teacher prints.

// The account's email until the pupil adds a real one: `.invalid` is reserved (RFC 2606), so no mail
// can ever reach it, and nobody can sign up with it (the sign-up refuses the domain).
export const PUPIL_EMAIL_DOMAIN = 'siswa.invalid';

export const isPlaceholderEmail = (email: string): boolean => email.toLowerCase().endsWith(`@${PUPIL_EMAIL_DOMAIN}`);

export const placeholderEmail = (loginName: string): string => `${loginName}@${PUPIL_EMAIL_DOMAIN}`;

/** The email a person should see: none for a placeholder. */
export const shownEmail = (email: string): string => (isPlaceholderEmail(email) ? '' : email);

// The database CHECK holds the same form (migration 0032).
export const LOGIN_NAME_PATTERN = /^[a-z0-9]{4,12}-[0-9]{2,3}$/;
export const PUPIL_NUMBER_MAX = 999;

/** The class code in lower case, a dash, the pupil's number in the class from 01. */
export function pupilLoginName(classCode: string, number: number): string {
  return `${classCode.toLowerCase()}-${String(number).padStart(2, '0')}`;
}

/** What a pupil typed in the login field as a login name, or null when it is not one (an email). */
export function normaliseLoginName(input: string): string | null {
  const name = input.trim().toLowerCase();
  return LOGIN_NAME_PATTERN.test(name) ? name : null;
}

// 12 characters of the class code's alphabet (no look-alikes), in three groups a child can copy
// from a card: 31^12, about 2^59 possibilities, so the password needs no slow hash to resist
// guessing offline (decision 082) and no check against common passwords.
export function generatePupilPassword(fillRandom?: FillRandom): string {
  const characters = randomCodeCharacters(12, fillRandom).toLowerCase();
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

export const PUPIL_PASSWORD_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
