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
    // Functions a reader takes in at once: a warning above 80 lines, to work down.
    files: ['src/**/*.ts', 'web/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.e2e.ts'],
    rules: {
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The playground's tabs are folders of small parts; none may grow back into one closure.
    files: ['web/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['bin/**/*.js', 'eslint.config.js', 'eslint-rules/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
