export const publicCodePrefixes = {
  category: 'CA',
  topic: 'TO',
  subtopic: 'SU',
  problem: 'PR',
  theory: 'TH',
  image: 'IM',
  report: 'RE',
  userQuestion: 'UQ',
} as const;

export type PublicCodeKind = keyof typeof publicCodePrefixes;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
// 252 is the largest multiple of 36 below 256: bytes at or above it are rejected so every
// character is equally likely (no modulo bias).
const UNBIASED_BYTE_LIMIT = 252;

type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const fillFromCsprng: FillRandom = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function generatePublicCode(kind: PublicCodeKind, fillRandom: FillRandom = fillFromCsprng): string {
  let suffix = '';
  const buffer = new Uint8Array(16);
  while (suffix.length < CODE_LENGTH) {
    fillRandom(buffer);
    for (const byte of buffer) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      suffix += ALPHABET[byte % ALPHABET.length];
      if (suffix.length === CODE_LENGTH) break;
    }
  }
  return `${publicCodePrefixes[kind]}-${suffix}`;
}

export function publicCodePattern(kind: PublicCodeKind): RegExp {
  return new RegExp(`^${publicCodePrefixes[kind]}-[A-Z0-9]{${CODE_LENGTH}}$`);
}

export function isPublicCode(kind: PublicCodeKind, value: string): boolean {
  return publicCodePattern(kind).test(value);
}
