import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Frameworks and IO that the domain must never reach for: it stays pure and testable in isolation. */
const forbiddenInDomain = [
  '@nestjs/*', 'mongodb', 'kafkajs', 'better-sqlite3', '@kurrent/*', 'react', 'react-*', '@reduxjs/*',
  'express', 'axios', 'jose', 'zod', 'nodemailer', 'node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net',
  'child_process', 'crypto', 'os', '@profyle/infrastructure', '@profyle/contracts', '@profyle/api', '@profyle/projector',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', '.cache/**', '.ci/**/target/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Nest's DI reads constructor parameter types at run time: those imports must stay value imports.
    files: ['apps/api/**/*.ts', 'apps/projector/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbiddenInDomain, message: 'libs/domain stays free of frameworks and IO.' }] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
