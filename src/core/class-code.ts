// A class's join code (issue 35): read aloud in a classroom and typed on a phone, so no
// look-alike characters (no O/0, no I/1/L). 31^7 ≈ 2.75e10 codes: guessing one takes far more
// tries than the join rate limits allow.
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 7;
// 248 is the largest multiple of 31 below 256: bytes at or above it are dropped so every
// character is equally likely (no modulo bias).
const UNBIASED_BYTE_LIMIT = 248;

export type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const fillFromCsprng: FillRandom = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function generateClassCode(fillRandom: FillRandom = fillFromCsprng): string {
  return randomCodeCharacters(CLASS_CODE_LENGTH, fillRandom);
}

/** `length` characters of the code alphabet, each equally likely (pupils' passwords use them too). */
export function randomCodeCharacters(length: number, fillRandom: FillRandom = fillFromCsprng): string {
  let code = '';
  const buffer = new Uint8Array(16);
  while (code.length < length) {
    fillRandom(buffer);
    for (const byte of buffer) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      code += CLASS_CODE_ALPHABET[byte % CLASS_CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

export const CLASS_CODE_PATTERN = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

// What a learner typed or a link carried, as codes are stored: spaces and dashes dropped
// ('abc-d 23' is 'ABCD23'), upper case. Anything then not a code is null (it matches no class).
export function normaliseClassCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CLASS_CODE_PATTERN.test(code) ? code : null;
}

// The SPA path a join link opens (under the /math base).
export const classJoinPath = (code: string) => `/math/kelas/gabung/${code}`;
