// Lint rules carry the house rules of docs/ARCHITECTURE.md: import boundaries, strings files,
// no `any`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = readdirSync(new URL('./src/areas', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const HAN = '[\\u3400-\\u9fff\\uf900-\\ufaff\\u3000-\\u303f\\uff00-\\uffef]';
const noChineseLiterals = [
  { selector: `Literal[value=/${HAN}/]`, message: 'Chinese text belongs in a strings.ts file.' },
  {
    selector: `TemplateElement[value.raw=/${HAN}/]`,
    message: 'Chinese text belongs in a strings.ts file.',
  },
  { selector: `JSXText[value=/${HAN}/]`, message: 'Chinese text belongs in a strings.ts file.' },
];
const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (default exports only in config files and stories).',
};
const generatedMocks = {
  group: [
    '**/generated/**/*.msw',
    '**/generated/**/*.msw.ts',
    '@faker-js/faker',
    '@faker-js/faker/**',
  ],
  message: 'Generated msw/faker code is for src/mocks, stories and tests only.',
};
const upward = {
  group: ['../../../*', '../../../**'],
  message: 'Import across folders through the @/ alias.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-mock/**',
      'build/**',
      'storybook-static/**',
      'coverage/**',
      'mock-public/**',
      'src/api/generated/**',
      'src/routeTree.gen.ts',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  { files: ['*.js', 'scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
  {
    // One import order everywhere: side effects, packages, the project's `@/` modules, then
    // relative ones; alphabetical within each group. `eslint --fix` puts a file in order.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:', '^@?\\w'], ['^@/'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [generatedMocks] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.stories.ts'],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport, ...noChineseLiterals] },
  },
  {
    // Where Chinese text is allowed: strings files, mocks, test helpers, tests and stories.
    files: [
      'src/**/strings.ts',
      'src/**/strings/**/*.ts',
      'src/mocks/**',
      'src/testing/**',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport] },
  },
  {
    files: [
      'src/mocks/**',
      'src/testing/**',
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'scripts/**',
      'e2e/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Shared layers never reach into screens.
    files: ['src/components/**', 'src/lib/**', 'src/api/**', 'src/strings/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            generatedMocks,
            upward,
            {
              group: ['@/areas', '@/areas/**', '@/routes', '@/routes/**'],
              message: 'Shared layers must not import areas or routes.',
            },
          ],
        },
      ],
    },
  },
  ...AREAS.map((area) => ({
    // No area imports another area.
    files: [`src/areas/${area}/**`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            generatedMocks,
            upward,
            {
              group: ['@/areas/*', `!@/areas/${area}`, '@/routes', '@/routes/**'],
              message: `The ${area} area must not import another area or routes.`,
            },
            {
              group: ['@/areas/*/**', `!@/areas/${area}/**`],
              message: `The ${area} area must not import another area.`,
            },
          ],
        },
      ],
    },
  })),
);
