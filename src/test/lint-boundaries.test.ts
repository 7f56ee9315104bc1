import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

// Loading the config and its plugins takes seconds on a busy machine; pay for it once, up front.
beforeAll(() => eslint.calculateConfigForFile('src/web/main.tsx'), 60_000);

const RESTRICTED_IMPORT_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function boundaryErrors(filePath: string, importPath: string, { isTypeOnly = false } = {}): Promise<string[]> {
  const code = `export ${isTypeOnly ? 'type ' : ''}{ thing } from '${importPath}';\n`;
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).filter((message) => RESTRICTED_IMPORT_RULES.has(message.ruleId ?? '')).map((message) => message.message);
}

describe('lint keeps the SPA\'s features apart', () => {
  it.each([
    ['a feature page imports another feature', 'src/web/features/dashboard/dashboard-page.tsx', '../practice/answer-draft'],
    ['a feature component imports another feature', 'src/web/features/practice/components/problem-card.tsx', '../../bookmarks/api/get-bookmarks'],
    ['a feature climbs to src/web and back into another feature', 'src/web/features/bookmarks/api/get-bookmarks.ts', '../../../features/practice/api/get-problem'],
    ['a shared component imports a feature', 'src/web/components/navbar.tsx', '../features/auth/login-page'],
    ['shared lib code imports a feature', 'src/web/lib/api/remove-bookmark.ts', '../../features/bookmarks/api/get-bookmarks'],
    ['a usecase imports HTTP encoding', 'src/server/content/catalog/catalog.usecases.ts', '../../http/compression'],
    ['a read model compresses', 'src/server/content/problems/problem-view.ts', 'node:zlib'],
    ['a repository imports the server render', 'src/server/learning/learning/learning.repository.ts', '../../http/ssr'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a feature imports shared lib code', 'src/web/features/practice/api/check-answer.ts', '../../../lib/query-keys'],
    ['a feature imports a shared component', 'src/web/features/bookmarks/bookmarks-page.tsx', '../../components/require-user'],
    ['a feature imports core rules', 'src/web/features/practice/answer-draft.ts', '../../../core/grading'],
    ['a feature imports its own files', 'src/web/features/practice/components/problem-card.tsx', '../api/toggle-bookmark'],
    ['a feature imports the route registry', 'src/web/features/catalog/topic-page.tsx', '../../routes'],
    ['the router imports a feature', 'src/web/router.tsx', './features/practice/problem-page'],
    ['a shared component imports lib code', 'src/web/components/navbar.tsx', '../lib/session'],
    ['a server feature imports shared server code', 'src/server/learning/practice/practice.routes.ts', '../../http/context'],
    ['a server feature imports its own files', 'src/server/learning/practice/practice.routes.ts', './practice.usecases'],
    ['a route encodes its response', 'src/server/content/catalog/catalog.routes.ts', '../../http/compression'],
  ])('allows %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toEqual([]);
  });
});

// The server's domains (decision 076): from outside a domain, only its index.
async function domainErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `export { thing } from '${importPath}';\n`;
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/domain-boundaries').map((message) => message.message);
}

describe('lint keeps the server\'s domains behind their index', () => {
  it.each([
    ['a content feature reaches into learning', 'src/server/content/admin-problems/admin-problems.repository.ts', '../../learning/learning/learner-state'],
    ['a learning feature reaches into content', 'src/server/learning/practice/practice.usecases.ts', '../../content/problems/reveal'],
    ['a domain names a file of another domain with its extension', 'src/server/classes/classes/classes.routes.ts', '../../tryouts/tryouts/tryouts.routes.ts'],
    ['a domain climbs to src and back into another domain', 'src/server/admin/reports/reports.routes.ts', '../../../server/accounts/auth/guards'],
    ['the composition root reaches into a domain', 'src/server/app.ts', './tryouts/tryout-scoring'],
    ['shared server code reaches into a domain', 'src/server/ssr/page-data.ts', '../learning/dashboard/dashboard.usecases'],
    ['a script reaches into a domain', 'scripts/admin.ts', '../src/server/accounts/users/set-role'],
    ['a benchmark reaches into a domain', 'bench/run.ts', '../src/server/content/item-stats/item-stats'],
    ['a test outside the domain reaches into it', 'src/server/test/delete-races.test.ts', '../learning/learning/learner-state'],
    ['a domain imports its own index', 'src/server/content/catalog/catalog.routes.ts', '..'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await domainErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a domain imports another domain\'s index', 'src/server/learning/practice/practice.usecases.ts', '../../content'],
    ['a domain imports another domain\'s index by name', 'src/server/classes/classes/classes.routes.ts', '../../accounts/index'],
    ['a feature imports another feature of its domain', 'src/server/content/catalog/catalog.repository.ts', '../visibility/visibility'],
    ['a domain imports shared server code', 'src/server/tryouts/tryouts/tryouts.routes.ts', '../../http/context'],
    ['the composition root imports a domain', 'src/server/app.ts', './tryouts'],
    ['a script imports a domain', 'scripts/admin.ts', '../src/server/accounts'],
    ['a test inside a domain imports its files', 'src/server/learning/learning/learning.test.ts', './learner-state'],
  ])('allows %s', async (_case, filePath, importPath) => {
    expect(await domainErrors(filePath, importPath)).toEqual([]);
  });
});

// Every core module that builds zod schemas when it loads (imports zod, or such a module).
function zodAtLoadCoreModules(): string[] {
  const sources = new Map(
    fs
      .readdirSync('src/core')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [file.replace(/\.ts$/, ''), fs.readFileSync(path.join('src/core', file), 'utf8')]),
  );
  // Value imports and re-exports only: `import type` is erased. The problem types' schemas
  // (src/problem-types/schemas.ts and each type's schema.ts) build theirs as they load.
  const imports = (source: string) => [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms)].map((match) => match[1]!);
  const isZod = (from: string) => from === 'zod' || /(^|\/)problem-types\/(schemas|[a-z]+\/schema)$/.test(from);
  const found = new Set<string>();
  for (let isGrowing = true; isGrowing; ) {
    isGrowing = false;
    for (const [name, source] of sources) {
      if (found.has(name) || !imports(source).some((from) => isZod(from) || found.has(from.replace(/^\.\//, '')))) continue;
      found.add(name);
      isGrowing = true;
    }
  }
  return [...found].sort();
}

describe('lint keeps zod out of learner pages and shared SPA code', () => {
  it('finds the core modules that build schemas', () => {
    expect(zodAtLoadCoreModules()).toEqual(expect.arrayContaining(['catalog-schemas', 'problem-editor', 'problem-write-fields']));
  });

  it.each(zodAtLoadCoreModules())('fails when a learner page imports core/%s', async (module) => {
    expect(await boundaryErrors('src/web/features/practice/problem-page.tsx', `../../../core/${module}`)).toHaveLength(1);
  });

  it.each([
    ['a learner page imports zod', 'src/web/features/practice/problem-page.tsx', 'zod'],
    ['a learner form imports the zod resolver', 'src/web/features/questions/tanya-soal-page.tsx', '@hookform/resolvers/zod'],
    ['the server-rendered state imports a schema module', 'src/web/ssr-state.ts', '../core/catalog-schemas'],
    ['shared lib code imports zod', 'src/web/lib/api-client.ts', 'zod'],
    ['a shared component imports a schema module', 'src/web/components/navbar.tsx', '../../core/reports'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a learner page takes a type from a schema module', 'src/web/features/practice/api/create-report.ts', '../../../../core/reports', true],
    ['a learner page imports core rules without zod', 'src/web/features/practice/api/get-subtopic-problems.ts', '../../../../core/card-marks', false],
    ['an admin feature imports zod', 'src/web/features/admin-manage/components/item-form-dialog.tsx', 'zod', false],
    ['an admin feature imports a schema module', 'src/web/features/admin-problems/form-errors.ts', '../../../core/problem-editor', false],
  ])('allows %s', async (_case, filePath, importPath, isTypeOnly) => {
    expect(await boundaryErrors(filePath, importPath, { isTypeOnly })).toEqual([]);
  });
});

// Tryout scoring by IRT (decisions 056, 057) is server-side: it loads every grader.
describe('lint keeps IRT scoring out of learner pages', () => {
  it.each([
    ['a learner page imports the IRT core', 'src/web/features/practice/problem-page.tsx', '../../../core/irt'],
    ['a learner page imports an IRT module', 'src/web/features/dashboard/dashboard-page.tsx', '../../../core/irt/score'],
    ['shared lib code imports the IRT core', 'src/web/lib/api-client.ts', '../../core/irt/calibrate'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it('allows a learner page to take a type from it', async () => {
    expect(await boundaryErrors('src/web/features/practice/problem-page.tsx', '../../../core/irt', { isTypeOnly: true })).toEqual([]);
  });
});

// Problem types as folders (decision 075): each part loads only what its room may.
describe('lint keeps each part of a problem type in its room', () => {
  it.each([
    ['a learner page imports the type registry (the graders)', 'src/web/features/practice/problem-page.tsx', '../../../problem-types'],
    ['a learner page imports the types\' schemas', 'src/web/features/tryouts/components/answer-review.tsx', '../../../../problem-types/schemas'],
    ['a learner page imports the editors', 'src/web/components/answer/answer-fields.tsx', '../../../problem-types/editors'],
    ['a learner page imports a type\'s definition', 'src/web/features/practice/review-page.tsx', '../../../problem-types/input/definition'],
    ['a learner page imports a type\'s schema', 'src/web/features/practice/review-page.tsx', '../../../problem-types/mcq/schema'],
    ['an answer field imports its type\'s definition', 'src/problem-types/input/answer-field.tsx', './definition'],
    ['an answer field imports the registry', 'src/problem-types/mck/answer-field.tsx', '..'],
    ['a review imports the schemas', 'src/problem-types/input/review.tsx', '../schemas'],
    ['an answer field imports zod', 'src/problem-types/choice/answer-field.tsx', 'zod'],
    ['a review imports a feature', 'src/problem-types/mck/review.tsx', '../../web/features/tryouts/api/get-result'],
    ['a type\'s rules import React', 'src/problem-types/mcq/definition.ts', 'react'],
    ['a type\'s rules import a web component', 'src/problem-types/mck/answer-form.ts', '../../web/components/answer/choice-options'],
    ['a type\'s rules import its editor', 'src/problem-types/input/schema.ts', './editor'],
    ['the registry imports an answer field', 'src/problem-types/index.ts', './input/answer-field'],
    ['the server imports a type\'s editor', 'src/server/content/problems/reveal.ts', '../../../problem-types/mcq/editor'],
    ['core imports the answer fields', 'src/core/grading.ts', '../problem-types/answer-fields'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a learner page imports the answer forms', 'src/web/features/practice/review-page.tsx', '../../../problem-types/answer-forms', false],
    ['a learner page imports the reviews', 'src/web/features/tryouts/components/answer-review.tsx', '../../../../problem-types/reviews', false],
    ['a learner page takes a type from the editors', 'src/web/features/practice/review-page.tsx', '../../../problem-types/editors', true],
    ['an answer field imports another type\'s answer form', 'src/problem-types/choice/answer-field.tsx', '../mcq/answer-form', false],
    ['an answer field imports a shared answer widget', 'src/problem-types/choice/answer-field.tsx', '../../web/components/answer/choice-options', false],
    ['the server imports the type registry', 'src/server/content/problems/reveal.ts', '../../../problem-types', false],
    ['core imports the answer forms', 'src/core/answer-fit.ts', '../problem-types/answer-forms', false],
    ['a type\'s editor fields use the admin editor\'s pieces', 'src/problem-types/mck/editor-fields.tsx', '../../web/features/admin-problems/use-form-edit', false],
    ['the admin editor imports the editors', 'src/web/features/admin-problems/form-values.ts', '../../../problem-types/editors', false],
  ])('allows %s', async (_case, filePath, importPath, isTypeOnly) => {
    expect(await boundaryErrors(filePath, importPath, { isTypeOnly })).toEqual([]);
  });
});
