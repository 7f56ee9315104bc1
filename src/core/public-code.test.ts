import { describe, expect, it } from 'vitest';
import { generatePublicCode, isPublicCode, publicCodePrefixes, type PublicCodeKind } from './public-code';

const kinds = Object.keys(publicCodePrefixes) as PublicCodeKind[];

describe('generatePublicCode', () => {
  it.each(kinds)('a %s code is its prefix, a dash and 8 upper-case letters or digits', (kind) => {
    const code = generatePublicCode(kind);
    expect(code).toMatch(new RegExp(`^${publicCodePrefixes[kind]}-[A-Z0-9]{8}$`));
    expect(isPublicCode(kind, code)).toBe(true);
  });

  it('uses every prefix the spec lists', () => {
    expect(Object.values(publicCodePrefixes).sort()).toEqual(['CA', 'IM', 'PR', 'RE', 'SU', 'TH', 'TO', 'UQ']);
  });

  it('skips random bytes that would bias the alphabet', () => {
    const feeds = [[255, 252, 0, 1, 35, 36, 71, 251, 253, 2, 3]];
    const fill = (bytes: Uint8Array) => {
      bytes.fill(254);
      bytes.set(feeds.shift() ?? [0, 0, 0, 0, 0, 0, 0, 0]);
      return bytes;
    };
    // 0->A 1->B 35->9 36->A 71->9 251->9 2->C 3->D
    expect(generatePublicCode('problem', fill)).toBe('PR-AB9A99CD');
  });

  it('does not repeat itself across many draws', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => generatePublicCode('problem')));
    expect(codes.size).toBe(5000);
  });

  it('spreads characters evenly over the alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4500; i += 1) {
      for (const char of generatePublicCode('topic').slice(3)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    // 36,000 characters: about 1,000 each; a biased generator drifts far outside this band.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('isPublicCode', () => {
  it.each([
    ['problem', 'PR-ABCD1234', true],
    ['problem', 'pr-ABCD1234', false],
    ['problem', 'PR-abcd1234', false],
    ['problem', 'PR-ABCD123', false],
    ['problem', 'PR-ABCD12345', false],
    ['problem', 'CA-ABCD1234', false],
    ['category', "CA-ABCD123'", false],
    ['userQuestion', 'UQ-00000000', true],
  ] as const)('%s %s -> %s', (kind, value, expected) => {
    expect(isPublicCode(kind, value)).toBe(expected);
  });
});
