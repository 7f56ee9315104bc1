import fs from 'node:fs';
import path from 'node:path';

// The web measurements of issue 12 (`npm run size -- --write`, `npm run bench:web`,
// `npm run lighthouse`) each own one marked block inside the "Web (issue 12)" section of
// bench/README.md. A script replaces only its own block; the rest of the file, and the prose
// around the blocks, stay as they are.

export const WEB_HEADING = '## Web (issue 12)';
export const BENCH_README = path.resolve(import.meta.dirname, '../bench/README.md');

const startMarker = (name: string) => `<!-- web:${name} -->`;
const endMarker = (name: string) => `<!-- /web:${name} -->`;

/** The README with `content` as block `name` of the web section; section and block are added when missing. */
export function updateWebSection(readme: string, name: string, content: string): string {
  const block = `${startMarker(name)}\n${content.trim()}\n${endMarker(name)}`;
  const lines = readme.split('\n');
  const headingAt = lines.findIndex((line) => line.trim() === WEB_HEADING);
  if (headingAt < 0) return `${readme.trimEnd()}\n\n${WEB_HEADING}\n\n${block}\n`;

  const nextHeading = lines.findIndex((line, i) => i > headingAt && /^#{1,2} /.test(line));
  const sectionEnd = nextHeading < 0 ? lines.length : nextHeading;
  const before = lines.slice(0, headingAt).join('\n');
  const after = lines.slice(sectionEnd).join('\n');
  let section = lines.slice(headingAt, sectionEnd).join('\n').trimEnd();

  const start = section.indexOf(startMarker(name));
  const end = section.indexOf(endMarker(name));
  if (start >= 0 && end > start) {
    section = section.slice(0, start) + block + section.slice(end + endMarker(name).length);
  } else {
    section = `${section}\n\n${block}`;
  }
  return `${before.trim() ? `${before.trimEnd()}\n\n` : ''}${section}${after ? `\n\n${after}` : '\n'}`;
}

export function replaceWebBlock(name: string, content: string, file = BENCH_README): void {
  const readme = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(file, updateWebSection(readme, name, content));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)} (${WEB_HEADING.slice(3)}, block "${name}")`);
}
