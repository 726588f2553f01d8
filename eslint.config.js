import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'web/dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      '.doc-snippets/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The architecture's layers: see eslint-rules/layers.js. bench/ uses the library alone: no
    // CLI module, and a puzzle only through its index.
    files: ['src/**/*.ts', 'web/**/*.ts', 'bench/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    // Functions a reader takes in at once. A warning to work down, not yet an error: the
    // playground's older tabs are each one long closure.
    files: ['src/**/*.ts', 'web/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.e2e.ts'],
    rules: {
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['bin/**/*.js', 'eslint.config.js', 'eslint-rules/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
