import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Layer rules (STYLE.md C1): each folder may import only what its layer allows. */
const layer = (files, patterns) => ({
  files,
  ignores: ['**/*.test.*'],
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'This layer may not import that (STYLE.md C1).' })) }] },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-electron', 'release', 'node_modules', 'test-results', 'playwright-report', 'eslint.config.js', 'build/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // Plain-JavaScript helpers outside the TypeScript project (Stryker loads them with Node's own loader).
  { files: ['scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  layer(['shared/**/*.ts'], ['electron', 'react', 'react-dom', 'fastify', 'node:*', '**/server/**', '**/renderer/**', '**/electron/**']),
  layer(['renderer/**/*.{ts,tsx}'], ['electron', 'node:*', '**/server/**', '**/electron/**', 'axios']),
  layer(['server/**/*.ts'], ['electron', 'react', '**/renderer/**', '**/electron/**']),
  layer(['electron/**/*.ts'], ['react', '**/renderer/**']),
  // The generic parts serve every area and know none: the HTTP core, the kit, the database and the services.
  layer(['server/http/**/*.ts', 'server/kit/**/*.ts', 'server/db/**/*.ts', 'server/services/**/*.ts'], ['electron', 'react', '**/renderer/**', '**/electron/**', '**/modules/**']),
  layer(['renderer/components/**/*.{ts,tsx}', 'renderer/kit/**/*.{ts,tsx}'], ['electron', 'node:*', '**/server/**', '**/electron/**', 'axios', '**/features/**']),
  {
    // Routes speak HTTP and call repositories and services; the SQL lives in the area's repositories.
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]", message: 'Routes run no SQL: put the query in the area\'s repository.' },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Routes run no SQL: put the query in the area\'s repository.' },
      ],
    },
  },
  {
    // Tests may stub freely; type-aware rules about `any` would only add noise there.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
