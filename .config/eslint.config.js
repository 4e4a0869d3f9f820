// @ts-check
/*
 * Lint rules for the whole tree (npm run lint, part of npm test): typescript-eslint with type
 * information for TypeScript, eslint-plugin-astro for .astro files, jsx-a11y for the React islands
 * and the rules of hooks. Formatting is Prettier's (.prettierrc.json), so no stylistic rules here.
 * ESLint is run with --config pointing here, so `files` patterns are relative to the project root.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.astro/', '.cache/', '.data/', 'test-results/', 'public/'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['.config/*.js', 'astro.config.mjs'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      // Astro's strictest tsconfig types every indexed read as possibly undefined; where the index is known
      // to be in range the code says so with `!`, which is the point of that setting, not a smell.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Template literals with numbers are the norm in paths and SVG; the rule's noise hides real findings.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `_`-prefixed parameters are kept on purpose (a callback's fixed signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The islands, and the old client-rendered page bench:lighthouse compares ours with (browser code too).
    files: ['src/islands/**/*.{ts,tsx}', 'src/components/**/*.ts', 'scripts/dev/bench/old-spa/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/islands/**/*.tsx', 'scripts/dev/bench/old-spa/app/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'scripts/dev/bench/old-spa/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.astro'],
    rules: {
      // Lists styled without bullets lose their list semantics in Safari and VoiceOver unless the role is explicit.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrolling table region must take focus to be scrolled by keyboard (WCAG 2.1.1), and the strength
      // badges take focus so that keyboard and touch users get the title mouse users see on hover.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'img'] }],
    },
  },
  {
    // .astro files are checked by astro check with types; here they get the rules that need none.
    files: ['**/*.astro', '**/*.astro/*.ts', '.config/*.js', 'astro.config.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.astro'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
