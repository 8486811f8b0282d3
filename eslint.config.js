import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SERVER = 'packages/server/src';
const WEB = 'packages/web/src';
const directoriesOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The house's boundaries (README, "Layout"). Server: `http/` is the edge and imports modules,
 * never the other way round; a module imports contract, core, ledger, db, feed and another
 * module's `service.ts` only; core, db and ledger sit below every module. Web: a feature imports
 * ui, api, lib, config, i18n and contract, never another feature or the app that composes them.
 */
const serverZones = [
  {
    target: [`${SERVER}/modules`, `${SERVER}/core`, `${SERVER}/ledger`, `${SERVER}/db`, `${SERVER}/feed`],
    from: `${SERVER}/http`,
    message: 'Only the HTTP edge imports http/; what modules share lives in core/.',
  },
  {
    target: [`${SERVER}/core`, `${SERVER}/db`, `${SERVER}/ledger`, `${SERVER}/feed`],
    from: `${SERVER}/modules`,
    message: 'core, db, ledger and feed sit below the modules; pass what they need in from main.ts.',
  },
  {
    target: [`${SERVER}/core`, `${SERVER}/db`],
    from: `${SERVER}/ledger`,
    message: 'core and db sit below the ledger.',
  },
  ...directoriesOf(`${SERVER}/modules`).map((name) => ({
    target: `${SERVER}/modules/${name}/**`,
    from: `${SERVER}/modules/**`,
    except: [`**/${SERVER}/modules/${name}/**`, `**/${SERVER}/modules/*/service.ts`],
    message: "A module imports another module's service.ts only.",
  })),
];

const webZones = [
  ...directoriesOf(`${WEB}/features`).map((name) => ({
    target: `${WEB}/features/${name}/**`,
    from: `${WEB}/features/**`,
    except: [`**/${WEB}/features/${name}/**`],
    message: 'Features do not import each other; share through ui/, lib/, api/ or config/.',
  })),
  {
    target: [`${WEB}/features`, `${WEB}/ui`, `${WEB}/lib`, `${WEB}/api`, `${WEB}/i18n`, `${WEB}/config`],
    from: `${WEB}/app`,
    message: 'Nothing imports app/: it composes the features.',
  },
  {
    target: [`${WEB}/ui`, `${WEB}/lib`, `${WEB}/api`, `${WEB}/i18n`, `${WEB}/config`, `${WEB}/backoffice`],
    from: `${WEB}/features`,
    message: 'Shared code and the back office do not import features.',
  },
  { target: `${WEB}/features`, from: `${WEB}/backoffice`, message: 'Customers never download back-office code.' },
];

/** Product code: what customers and operators run, not tests, fixtures, benchmarks or data. */
const PRODUCT = ['packages/*/src/**/*.{ts,tsx}'];
const NOT_PRODUCT = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/testing.tsx',
  '**/*.fixtures.ts',
  // Message catalogues are data: one long object a language.
  `${WEB}/i18n/locales/**`,
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', '.shots/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify plugins are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is never a number: use Money.' },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    // Tests reach into what they test, and share fixtures across modules.
    ignores: NOT_PRODUCT,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }] },
  },
  {
    // Only the ledger touches the ledger's tables, in SQL text or through the schema's objects.
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/ledger/**`, `${SERVER}/db/**`, '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema.ts', '**/db/schema/*.ts'],
              importNames: ['ledgerAccounts', 'ledgerEntries', 'ledgerPostings', 'ledgerHolds'],
              message: 'Only ledger/ touches the ledger tables: use its functions.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is never a number: use Money.' },
        {
          selector: 'TemplateElement[value.raw=/\\bledger_(accounts|entries|postings|holds)\\b/]',
          message: 'Only ledger/ touches the ledger tables: use its functions.',
        },
      ],
    },
  },
  {
    // Small units: a file that outgrows this is split along its seams, or says why it is not.
    files: PRODUCT,
    ignores: NOT_PRODUCT,
    rules: {
      'max-lines': ['warn', { max: 300 }],
      'max-lines-per-function': ['warn', { max: 70 }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
