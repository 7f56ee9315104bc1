import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import domainBoundaries from './eslint-rules/domain-boundaries.js';

// Features of the SPA are slices that must not import each other; what two of them need moves to
// a shared folder named for what it is (the server's domains have a rule of their own, below). no-restricted-imports
// sees an import as written, so a relative path into a sibling slice is recognised by its
// "../" count: one more than the file's depth inside its slice reaches the folder of all slices.
// Files nested deeper than this inside a slice are not checked.
const MAX_DEPTH_IN_SLICE = 6;

function noImportsBetweenSlices(slicesFolder, message) {
  const folderName = slicesFolder.split('/').at(-1);
  return Array.from({ length: MAX_DEPTH_IN_SLICE + 1 }, (_, depth) => ({
    files: [`${slicesFolder}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./){${depth + 1}}[^.]`, message },
            { regex: `^(\\.\\./){${depth + 2},}(.+/)?${folderName}/`, message },
          ],
        },
      ],
    },
  }));
}

// Modules that build zod schemas as they load. zod is about 23 KiB gzip: imported by a learner
// page or by code every page shares, it lands in every learner route's initial JavaScript and
// breaks the 100 KiB budget (ARCHITECTURE.md section 7). Types may still come from them: an
// `import type` is erased. src/test/lint-boundaries.test.ts checks that every core module
// importing zod is listed here.
const ZOD_AT_LOAD_CORE_MODULES = ['admin-users', 'catalog-schemas', 'classes', 'hierarchy-schemas', 'moderation', 'problem-editor', 'problem-write-fields', 'reports', 'theories', 'tryout-admin'];
const NO_ZOD_MESSAGE = 'Learner pages and shared SPA code must not load zod: take the type with `import type`, or move the plain value to a core module without zod.';

// A problem type's folder (src/problem-types/<type>/, decision 075) holds parts for three rooms:
// its rules (definition, answer form, zod schema), the learner's answer field and review, and the
// admin editor's fields and preview, with a registry of each part beside the folders. Learner
// pages load only answer forms, fields and reviews; the rules load no React and no web code; the
// server and core load no web part.
const TYPE_RULE_FILES = ['src/problem-types/{index,answer-forms,schemas,definition,answer-values,option-schemas}.ts', 'src/problem-types/*/{definition,answer-form,schema}.ts'];
const TYPE_LEARNER_FILES = ['src/problem-types/{answer-fields,reviews}.tsx', 'src/problem-types/*/{answer-field,review,statement-grid,number-answer-help,answer-keys}.tsx'];
const TYPE_WEB_PART = '(answer-fields|reviews|editors|editor-values|answer-field|review|editor|editor-fields|preview|statement-grid|number-answer-help|answer-keys)';
const WEB_PART_MESSAGE = "A problem type's rules, the server and core must not load its web parts (answer field, review, editor).";
const NOT_FOR_LEARNERS_MESSAGE = "Learner pages load a problem type's answer form, answer field and review only: its rules, schema and editor stay with the server and the admin.";
const NO_FEATURE_MESSAGE = "Only a problem type's editor parts may use the admin editor's pieces (src/web/features/admin-problems); nothing else there imports a feature.";
const USECASES_RETURN_VALUES = 'Usecases, repositories and read models return values: encode, compress and cache responses in the route or a middleware (src/server/http).';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  ...noImportsBetweenSlices('src/web/features', 'A feature must not import another feature: move what both need to src/web/lib or src/web/components.'),
  {
    // Imports flow lib/components -> features -> app (router.tsx, main.tsx).
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features(/|$)', message: 'Shared SPA code must not import a feature: move the piece it needs here.' }] },
      ],
    },
  },
  {
    // The admin's features load their own chunks, zod among them, only for admins. A rule of
    // its own name, so it adds to the slices' no-restricted-imports instead of replacing them.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/admin*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: NO_ZOD_MESSAGE, allowTypeImports: true }],
          patterns: [
            { group: ['zod/*', '@hookform/resolvers/zod'], message: NO_ZOD_MESSAGE, allowTypeImports: true },
            { regex: `(^|/)core/(${ZOD_AT_LOAD_CORE_MODULES.join('|')})$`, message: NO_ZOD_MESSAGE, allowTypeImports: true },
            // Tryout scoring (decisions 056, 057) runs on the server: it loads every grader.
            { regex: '(^|/)core/irt(/|$)', message: 'IRT scoring runs on the server only: take the type with `import type`.', allowTypeImports: true },
            {
              regex: '(^|/)problem-types(/(index|schemas|editors|editor-values|definition)|/[a-z]+/(definition|schema|editor|editor-fields|preview))?$',
              message: NOT_FOR_LEARNERS_MESSAGE,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: TYPE_LEARNER_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: NO_ZOD_MESSAGE, allowTypeImports: true }],
          patterns: [
            { regex: '^\\.\\.?/([a-z]+/)?(index|schemas?|editors?|editor-fields|editor-values|preview|definition)$', message: NOT_FOR_LEARNERS_MESSAGE, allowTypeImports: true },
            { regex: '^(\\.\\.?/?)+$', message: NOT_FOR_LEARNERS_MESSAGE, allowTypeImports: true },
            { regex: `(^|/)core/(${ZOD_AT_LOAD_CORE_MODULES.join('|')})$`, message: NO_ZOD_MESSAGE, allowTypeImports: true },
            { regex: '(^|/)web/features(/|$)', message: NO_FEATURE_MESSAGE, allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: TYPE_RULE_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react(-dom)?(/|$)', message: WEB_PART_MESSAGE },
            { regex: '(^|/)web(/|$)', message: WEB_PART_MESSAGE },
            { regex: `^\\.\\.?/([a-z]+/)?${TYPE_WEB_PART}$`, message: WEB_PART_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)problem-types/([a-z]+/)?${TYPE_WEB_PART}$`, message: WEB_PART_MESSAGE }] }],
    },
  },
  {
    // The server's six domains (decision 076): from outside a domain, only its index.ts; inside it,
    // never its own index. A rule of its own, so no block's no-restricted-imports replaces it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'domain-boundaries': domainBoundaries } } },
    rules: { 'local/domain-boundaries': 'error' },
  },
  {
    // Usecases, repositories and read models return values: JSON text, compression and response
    // caching are the route's or a middleware's (issue 50). A rule of its own name, so it adds to
    // the slices' no-restricted-imports instead of replacing them.
    files: [
      'src/server/**/*.usecases.ts',
      'src/server/**/*.repository.ts',
      'src/server/{cache,markup}/**/*.ts',
      'src/server/content/{item-stats,problems,visibility}/**/*.ts',
      'src/server/learning/learning/**/*.ts',
      'src/server/classes/assignments/**/*.ts',
      'src/server/tryouts/tryout-scoring/**/*.ts',
      'src/server/ssr/page-data.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zlib', 'node:zlib'].map((name) => ({ name, message: USECASES_RETURN_VALUES })),
          patterns: [
            { regex: '(^|/)http/(compression|head|spa|ssr)$', message: USECASES_RETURN_VALUES },
            // The same rule name as the server's block above, which this one replaces for these files.
            { regex: `(^|/)problem-types/([a-z]+/)?${TYPE_WEB_PART}$`, message: WEB_PART_MESSAGE },
          ],
        },
      ],
    },
  },
);
