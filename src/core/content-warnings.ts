// Warnings shown beside the admin form before saving: they point at things the learner page
// would show badly, but never block a save. Server-side only (KaTeX is large); the SPA gets
// them from the preview endpoint.
import katex from 'katex';
import { parseYouTubeLink } from './youtube';

export type ContentWarning = { field: string; code: string; message: string };

export type ContentWarningInput = {
  questionText?: string | null;
  solutionText?: string | null;
  options?: Record<string, string> | null;
  theoryCount?: number;
  videoLink?: string | null;
};

const THEORY_MARKER = /\[teori_(\d{1,4})\]/g;
const IMAGE_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const MAX_FORMULA_IN_MESSAGE = 80;

export function contentWarnings(input: ContentWarningInput): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  if (input.questionText) warnings.push(...markupWarnings('questionText', input.questionText));
  for (const [key, text] of Object.entries(input.options ?? {})) {
    if (typeof text === 'string') warnings.push(...markupWarnings(`options.${key}`, text));
  }
  if (input.solutionText) {
    warnings.push(...markupWarnings('solutionText', input.solutionText));
    warnings.push(...theoryMarkerWarnings('solutionText', input.solutionText, input.theoryCount ?? 0));
  }
  const videoLink = input.videoLink?.trim();
  if (videoLink && !parseYouTubeLink(videoLink)) {
    warnings.push({
      field: 'videoLink',
      code: 'video_not_youtube',
      message: 'Link video bukan link YouTube yang bisa ditampilkan di halaman soal.',
    });
  }
  return warnings;
}

// Unbalanced $, formulas KaTeX cannot parse and images without alt text, for one text field.
export function markupWarnings(field: string, text: string): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  if (unescapedDollarCount(text) % 2 === 1) {
    warnings.push({
      field,
      code: 'unbalanced_dollar',
      message: 'Jumlah tanda $ ganjil: ada rumus yang belum ditutup.',
    });
  }
  for (const formula of formulasIn(text)) {
    const error = katexErrorOf(formula);
    if (error) {
      warnings.push({
        field,
        code: 'katex_error',
        message: `Rumus ${shorten(formula.source)} tidak valid: ${error}`,
      });
    }
  }
  for (const image of text.match(IMAGE_TAG) ?? []) {
    const alt = ALT_ATTRIBUTE.exec(image);
    const altText = alt ? (alt[1] ?? alt[2] ?? alt[3] ?? '') : '';
    if (altText.trim() === '') {
      warnings.push({
        field,
        code: 'image_without_alt',
        message: 'Gambar tanpa teks alt: isi atribut alt agar gambar bisa dibaca pembaca layar.',
      });
    }
  }
  return warnings;
}

function theoryMarkerWarnings(field: string, text: string, theoryCount: number): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  for (const match of text.matchAll(THEORY_MARKER)) {
    const number = Number(match[1]);
    if (number >= 1 && number <= theoryCount) continue;
    warnings.push({
      field,
      code: 'unknown_theory_marker',
      message: `${match[0]} tidak menunjuk teori mana pun: hanya ${theoryCount} teori yang ditautkan.`,
    });
  }
  return warnings;
}

type Formula = { tex: string; isDisplay: boolean; source: string };

function unescapedDollarCount(text: string): number {
  let count = 0;
  for (let position = 0; position < text.length; position += 1) {
    if (text[position] === '\\') position += 1;
    else if (text[position] === '$') count += 1;
  }
  return count;
}

// Finds $...$ and $$...$$ the way the learner renderer does: \$ is a literal dollar, inline
// maths never spans a line, and a single $ followed by a digit does not close.
function formulasIn(text: string): Formula[] {
  const formulas: Formula[] = [];
  let position = 0;
  while (position < text.length) {
    const character = text[position];
    if (character === '\\') {
      position += 2;
      continue;
    }
    if (character !== '$') {
      position += 1;
      continue;
    }
    const isDisplay = text[position + 1] === '$';
    const contentStart = position + (isDisplay ? 2 : 1);
    const contentEnd = closingDollar(text, contentStart, isDisplay);
    if (contentEnd === -1) {
      position = contentStart;
      continue;
    }
    const tex = text.slice(contentStart, contentEnd);
    const end = contentEnd + (isDisplay ? 2 : 1);
    if (tex.trim() !== '') formulas.push({ tex, isDisplay, source: text.slice(position, end) });
    position = end;
  }
  return formulas;
}

function closingDollar(text: string, from: number, isDisplay: boolean): number {
  for (let position = from; position < text.length; position += 1) {
    const character = text[position];
    if (character === '\\') {
      position += 1;
      continue;
    }
    if (character === '\n' && !isDisplay) return -1;
    if (character !== '$') continue;
    if (isDisplay) {
      if (text[position + 1] === '$') return position;
      continue;
    }
    if (!/[0-9]/.test(text[position + 1] ?? '')) return position;
  }
  return -1;
}

function katexErrorOf(formula: Formula): string | null {
  try {
    katex.renderToString(formula.tex, {
      throwOnError: true,
      displayMode: formula.isDisplay,
      strict: 'ignore',
      trust: false,
      maxSize: 20,
      maxExpand: 1000,
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : String(error);
  }
}

function shorten(source: string): string {
  const characters = Array.from(source);
  return characters.length <= MAX_FORMULA_IN_MESSAGE ? source : `${characters.slice(0, MAX_FORMULA_IN_MESSAGE).join('')}...`;
}
