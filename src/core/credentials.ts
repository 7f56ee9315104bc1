// The login and sign-up forms' checks, each returning the message shown next to its field.
// Plain functions rather than a schema library, so the login route stays small.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { normaliseLoginName } from './pupil-login';

export type TCredentials = { email: string; password: string };
export type CredentialField = keyof TCredentials;
// In the forms' order, which is also the order a failed submit looks for a field to focus.
export const CREDENTIAL_FIELDS: readonly CredentialField[] = ['email', 'password'];
export type CredentialErrors = Partial<Record<CredentialField, string>>;
export type CredentialRules = Record<CredentialField, (value: string) => string | undefined>;

// zod's z.email() pattern, which the server's email check uses, so the form refuses exactly the
// addresses the server would.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length === 0) return 'Email wajib diisi.';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Format email tidak valid.';
  return undefined;
}

function requiredPasswordError(password: string): string | undefined {
  return password.length === 0 ? 'Password wajib diisi.' : undefined;
}

// The server's password bounds, checked here too so most mistakes never leave the form.
function newPasswordError(password: string): string | undefined {
  const missing = requiredPasswordError(password);
  if (missing) return missing;
  if (password.length < PASSWORD_MIN_LENGTH) return `Password minimal ${PASSWORD_MIN_LENGTH} karakter.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password terlalu panjang (maks. ${PASSWORD_MAX_LENGTH} karakter).`;
  return undefined;
}

// Signing in takes a pupil's login name too ('yrq5a89-07', made by their teacher: decision 082).
function signInIdentifierError(identifier: string): string | undefined {
  if (identifier.trim().length === 0) return 'Email atau nama login wajib diisi.';
  return normaliseLoginName(identifier) === null ? emailError(identifier) : undefined;
}

// Signing in checks only presence: an account may predate a change of the bounds.
export const SIGN_IN_RULES: CredentialRules = { email: signInIdentifierError, password: requiredPasswordError };
export const SIGN_UP_RULES: CredentialRules = { email: emailError, password: newPasswordError };

export function credentialErrors(rules: CredentialRules, values: TCredentials): CredentialErrors {
  const errors: CredentialErrors = {};
  for (const field of CREDENTIAL_FIELDS) {
    const message = rules[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

// What the forms send: the email without the spaces around it; a password is sent as typed.
export function credentialsToSend(values: TCredentials): TCredentials {
  return { email: values.email.trim(), password: values.password };
}
