import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

// Loading the config and its plugins takes seconds on a busy machine; pay for it once, up front.
beforeAll(() => eslint.calculateConfigForFile('src/web/main.tsx'), 60_000);

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `export { thing } from '${importPath}';\n`;
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint keeps features and server modules apart', () => {
  it.each([
    ['a feature page imports another feature', 'src/web/features/dashboard/dashboard-page.tsx', '../practice/answer-draft'],
    ['a feature component imports another feature', 'src/web/features/practice/components/problem-card.tsx', '../../bookmarks/api/get-bookmarks'],
    ['a feature climbs to src/web and back into another feature', 'src/web/features/bookmarks/api/get-bookmarks.ts', '../../../features/practice/api/get-problem'],
    ['a shared component imports a feature', 'src/web/components/navbar.tsx', '../features/auth/login-page'],
    ['shared lib code imports a feature', 'src/web/lib/api/remove-bookmark.ts', '../../features/bookmarks/api/get-bookmarks'],
    ['a server module imports another module', 'src/server/modules/reports/reports.routes.ts', '../practice/practice.repository'],
    ['a server module climbs out and back into another module', 'src/server/modules/catalog/catalog.routes.ts', '../../modules/practice/practice.errors'],
  ])('fails when %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['a feature imports shared lib code', 'src/web/features/practice/api/check-answer.ts', '../../../lib/query-keys'],
    ['a feature imports a shared component', 'src/web/features/bookmarks/bookmarks-page.tsx', '../../components/require-user'],
    ['a feature imports core rules', 'src/web/features/practice/answer-draft.ts', '../../../core/problem-types'],
    ['a feature imports its own files', 'src/web/features/practice/components/problem-card.tsx', '../api/toggle-bookmark'],
    ['a feature imports the route registry', 'src/web/features/catalog/topic-page.tsx', '../../routes'],
    ['the router imports a feature', 'src/web/router.tsx', './features/practice/problem-page'],
    ['a shared component imports lib code', 'src/web/components/navbar.tsx', '../lib/session'],
    ['a server module imports shared server code', 'src/server/modules/practice/practice.routes.ts', '../../http/context'],
    ['a server module imports its own files', 'src/server/modules/practice/practice.routes.ts', './practice.usecases'],
  ])('allows %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toEqual([]);
  });
});
