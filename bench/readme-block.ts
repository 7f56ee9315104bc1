import fs from 'node:fs';
import path from 'node:path';

// `npm run bench`, `bench:explain` and `bench:soak` (issue 13) each own marked blocks
// (<!-- load:NAME --> ... <!-- /load:NAME -->) inside the "Load (issue 13)" section of
// bench/README.md. A script replaces only its own block; every other section (the driver patch
// of issue 11, the web measurements of issue 12) and the prose around the blocks stay as they are.

export const LOAD_HEADING = '## Load (issue 13)';
export const BENCH_README = path.resolve(import.meta.dirname, 'README.md');

const startMarker = (name: string) => `<!-- load:${name} -->`;
const endMarker = (name: string) => `<!-- /load:${name} -->`;

/** The README with `content` as block `name` of the load section; section and block are added when missing. */
export function updateLoadBlock(readme: string, name: string, content: string): string {
  const block = `${startMarker(name)}\n${content.trim()}\n${endMarker(name)}`;
  const start = readme.indexOf(startMarker(name));
  const end = readme.indexOf(endMarker(name));
  if (start >= 0 && end > start) return readme.slice(0, start) + block + readme.slice(end + endMarker(name).length);

  const lines = readme.split('\n');
  const headingAt = lines.findIndex((line) => line.trim() === LOAD_HEADING);
  if (headingAt < 0) {
    // A new section goes before the first level-2 heading, so it leads the file.
    const firstSection = lines.findIndex((line) => /^## /.test(line));
    const section = `${LOAD_HEADING}\n\n${block}\n`;
    if (firstSection < 0) return `${readme.trimEnd()}\n\n${section}`;
    return `${lines.slice(0, firstSection).join('\n').trimEnd()}\n\n${section}\n${lines.slice(firstSection).join('\n')}`;
  }
  const nextHeading = lines.findIndex((line, i) => i > headingAt && /^#{1,2} /.test(line));
  const sectionEnd = nextHeading < 0 ? lines.length : nextHeading;
  const section = lines.slice(headingAt, sectionEnd).join('\n').trimEnd();
  const after = lines.slice(sectionEnd).join('\n');
  return `${lines.slice(0, headingAt).join('\n')}${headingAt > 0 ? '\n' : ''}${section}\n\n${block}\n${after ? `\n${after}` : ''}`;
}

export function replaceLoadBlock(name: string, content: string, file = BENCH_README): void {
  const readme = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(file, updateLoadBlock(readme, name, content));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)} (${LOAD_HEADING.slice(3)}, block "${name}")`);
}
