import { describe, expect, it } from 'vitest';
import { plainTextPreview } from './plain-preview';

describe('plainTextPreview (issue 53.6)', () => {
  it('shows formulas without their dollars, the commonest TeX as its sign', () => {
    expect(plainTextPreview('Tentukan $x^2 - 4 = 0$ dan $$\\frac{1}{2} \\times 3$$')).toBe('Tentukan x^2 - 4 = 0 dan 1/2 × 3');
    expect(plainTextPreview('Hitung $\\sqrt{49} \\le \\frac{a+1}{b}$')).toBe('Hitung √49 ≤ (a+1)/b');
  });

  it('turns an image into [gambar] and drops tags, bold marks and theory markers', () => {
    expect(plainTextPreview('**Perhatikan** gambar <img src="/math/a.png" alt="x"> berikut.<br>Lalu [teori_1] jawab.')).toBe(
      'Perhatikan gambar [gambar] berikut. Lalu jawab.',
    );
  });

  it('keeps a price and plain text as they are, and cuts a long question', () => {
    expect(plainTextPreview('Harga Rp5.000, untung 5$ per buah')).toBe('Harga Rp5.000, untung 5$ per buah');
    const cut = plainTextPreview(`Soal ${'panjang '.repeat(40)}`, 50);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(53);
  });
});
