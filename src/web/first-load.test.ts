import { describe, expect, it } from 'vitest';
import { isSlowLine, readPageFonts, type TDocumentTiming } from './first-load';

// A document of 9 KB (a problem page) that started arriving `firstByteMs` after its request and
// took `downloadMs` to arrive whole.
const timing = (firstByteMs: number, downloadMs: number, bytes = 9_000): TDocumentTiming => ({
  requestStart: 100,
  responseStart: 100 + firstByteMs,
  responseEnd: 100 + firstByteMs + downloadMs,
  encodedBodySize: bytes,
});

describe('isSlowLine', () => {
  it('reads a phone on 400 kbps with a 400 ms round trip as slow (issue 12)', () => {
    expect(isSlowLine(timing(420, 180), undefined)).toBe(true);
  });

  it('reads a late first byte alone as slow, and a slow trickle of a large page alone', () => {
    expect(isSlowLine(timing(350, 1), undefined)).toBe(true);
    // 9 KB in 100 ms is 90 KB/s, under 1 Mbit/s.
    expect(isSlowLine(timing(40, 100), undefined)).toBe(true);
  });

  it('reads a fast line, a local network and a page too small to time as fast', () => {
    expect(isSlowLine(timing(30, 5), undefined)).toBe(false);
    expect(isSlowLine(timing(2, 0), undefined)).toBe(false);
    expect(isSlowLine(timing(40, 100, 2_000), undefined)).toBe(false);
  });

  it("follows the browser's own hint: data saver, or a 2G/3G connection", () => {
    expect(isSlowLine(timing(30, 5), { saveData: true })).toBe(true);
    expect(isSlowLine(timing(30, 5), { effectiveType: '3g' })).toBe(true);
    expect(isSlowLine(timing(30, 5), { effectiveType: 'slow-2g' })).toBe(true);
    // '4g' is what Chromium says of any fast line: the page's own arrival still decides.
    expect(isSlowLine(timing(420, 180), { effectiveType: '4g' })).toBe(true);
    expect(isSlowLine(timing(30, 5), { effectiveType: '4g' })).toBe(false);
  });

  it('reads a browser without timings (or a page restored from the back-forward cache) as fast', () => {
    expect(isSlowLine(undefined, undefined)).toBe(false);
    expect(isSlowLine({ requestStart: 0, responseStart: 0, responseEnd: 0, encodedBodySize: 0 }, undefined)).toBe(false);
  });
});

describe('readPageFonts', () => {
  const withMeta = (content: string | null) =>
    ({ querySelector: () => (content === null ? null : { content }) }) as unknown as Document;

  it('reads the list the server wrote', () => {
    const fonts = [{ family: 'KaTeX_Math', style: 'italic', weight: '400', url: '/math/assets/KaTeX_Math-Italic-1.woff2' }];
    expect(readPageFonts(withMeta(JSON.stringify(fonts)))).toEqual(fonts);
  });

  it('reads nothing from a missing or malformed list', () => {
    expect(readPageFonts(withMeta(null))).toEqual([]);
    expect(readPageFonts(withMeta(''))).toEqual([]);
    expect(readPageFonts(withMeta('not json'))).toEqual([]);
    expect(readPageFonts(withMeta('{"family":"KaTeX_Main"}'))).toEqual([]);
  });
});
