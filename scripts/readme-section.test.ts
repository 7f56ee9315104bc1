import { describe, expect, it } from 'vitest';
import { updateWebSection } from './readme-section';

const readme = `# Benchmarks

Load test table.

## Web (issue 12)

Conditions: 400 kbps.

<!-- web:size -->
old size table
<!-- /web:size -->

Notes kept.

## Driver patch (issue 11)

Kept as it is.
`;

describe('the web section of bench/README.md', () => {
  it('replaces only its own block, keeping the prose and the other sections', () => {
    const updated = updateWebSection(readme, 'size', 'new size table');
    expect(updated).toBe(readme.replace('old size table', 'new size table'));
  });

  it('adds a missing block at the end of the section, before the next one', () => {
    const updated = updateWebSection(readme, 'browser', '| a | b |');
    expect(updated).toContain('Notes kept.\n\n<!-- web:browser -->\n| a | b |\n<!-- /web:browser -->\n\n## Driver patch (issue 11)\n\nKept as it is.\n');
    expect(updated).toContain('old size table');
  });

  it('adds the section at the end when the file has none (bench/run.ts rewrites the file)', () => {
    const updated = updateWebSection('# Benchmarks\n\nLoad test table.\n', 'size', 'table');
    expect(updated).toBe('# Benchmarks\n\nLoad test table.\n\n## Web (issue 12)\n\n<!-- web:size -->\ntable\n<!-- /web:size -->\n');
  });

  it('is stable when run twice', () => {
    const once = updateWebSection(readme, 'lighthouse', 'scores');
    expect(updateWebSection(once, 'lighthouse', 'scores')).toBe(once);
  });
});
