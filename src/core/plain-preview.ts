// Issue 53.6: lists that show a question as one line of text (the teachers' and the tryout
// editor's problem search, a tryout's sections) never show raw markup: formulas lose their '$'
// and the commonest TeX becomes its sign, an image becomes '[gambar]', tags and '**' go.
import { PREVIEW_LENGTH, questionPreview } from './preview';

const TEX_SIGNS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  theta: 'θ',
  infty: '∞',
  degree: '°',
  circ: '°',
};

// A fraction's part or a root's radicand in brackets unless it is one word or number.
const grouped = (part: string) => (/^\s*[\w.,]+\s*$/.test(part) ? part.trim() : `(${part.trim()})`);

function plainTex(tex: string): string {
  let text = tex;
  // Innermost first, so nested fractions and roots unwind.
  for (let pass = 0; pass < 5; pass += 1) {
    const next = text
      .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_match, top: string, bottom: string) => `${grouped(top)}/${grouped(bottom)}`)
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_match, radicand: string) => `√${grouped(radicand)}`);
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\\left|\\right/g, '')
    .replace(/\\([a-zA-Z]+)/g, (_match, name: string) => TEX_SIGNS[name] ?? (['text', 'mathrm', 'mathbf', 'operatorname'].includes(name) ? '' : name))
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\^\s*°/g, '°');
}

/** A question's start as one line of plain text, cut as questionPreview cuts it. */
export function plainTextPreview(text: string, limit = PREVIEW_LENGTH): string {
  return questionPreview(text, limit)
    .replace(/<img\b[^>]*>/gi, ' [gambar] ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[teori_\d+\]/g, ' ')
    .replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$(?!\d)/g, (_match, display: string | undefined, inline: string | undefined) => plainTex(display ?? inline ?? ''))
    .replace(/\*\*|__/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
