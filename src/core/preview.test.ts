import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, questionPreview } from './preview';

const letters = (count: number) => 'a'.repeat(count);

describe('questionPreview', () => {
  it('previews 200 characters', () => {
    expect(PREVIEW_LENGTH).toBe(200);
  });

  it.each([
    ['an empty question stays empty', '', ''],
    ['a short question is shown whole', 'Tentukan nilai $x$.', 'Tentukan nilai $x$.'],
    ['a question of exactly 200 characters gets no ellipsis', letters(200), letters(200)],
    ['a question of 201 characters is cut to 200 plus an ellipsis', letters(201), `${letters(200)}...`],
    ['a long question is cut to 200 plus an ellipsis', letters(5000), `${letters(200)}...`],
    ['an emoji straddling the cut is kept whole', `${letters(199)}😀b`, `${letters(199)}😀...`],
    ['an emoji just after the cut is left out whole', `${letters(200)}😀`, `${letters(200)}...`],
    ['200 emoji are 200 characters, so nothing is cut', '😀'.repeat(200), '😀'.repeat(200)],
    ['201 emoji keep 200 whole emoji', '😀'.repeat(201), `${'😀'.repeat(200)}...`],
    ['Indonesian text with line breaks keeps them', `Diketahui:\n${letters(250)}`, `Diketahui:\n${letters(189)}...`],
  ])('%s', (_label, text, expected) => {
    expect(questionPreview(text)).toBe(expected);
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const preview = questionPreview(`${letters(199)}${'😀'.repeat(5)}`);
    // encodeURIComponent throws URIError on a lone surrogate.
    expect(() => encodeURIComponent(preview)).not.toThrow();
  });

  it.each([
    [10, 'Hitunglah luas segitiga', 'Hitunglah ...'],
    [50, 'Hitunglah luas segitiga', 'Hitunglah luas segitiga'],
  ])('honours a custom limit of %i', (limit, text, expected) => {
    expect(questionPreview(text, limit)).toBe(expected);
  });
});
