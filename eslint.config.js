import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layerPatterns = (patterns) => patterns.map((group) => ({ group: [group], message: 'This layer may not import that (STYLE.md C1).' }));

/** Layer rules (STYLE.md C1): each folder may import only what its layer allows. */
const layer = (files, patterns) => ({
  files,
  ignores: ['**/*.test.*'],
  rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(patterns) }] },
});

const rendererBans = ['electron', 'node:*', '**/server/**', '**/electron/**', 'axios'];

/**
 * A feature imports another only through its public.ts (or index.ts, its area definition), found
 * by the folder depth of the importing file: `../x/` from a feature's own files, `../../x/` from its
 * sub-folders (whose `../` is still their own feature). Tests keep the rule but not the renderer's
 * layer bans (their fixtures live in tests/fixtures).
 */
const featureFaces = ({ files, ignores = [], tests = false }) => {
  const inner = '(?!(public|index)\\.js$)';
  const message = "Import another feature only through its public.js (or index.js for its area).";
  const faces = (up) => ({ regex: `^${up}[a-z][a-z-]*/${inner}`, message });
  return [
    { files: files.map((glob) => `renderer/features/*/${glob}`), ignores, rules: { 'no-restricted-imports': ['error', { patterns: [...(tests ? [] : layerPatterns(rendererBans)), faces('\\.\\./')] }] } },
    { files: files.map((glob) => `renderer/features/*/*/${glob}`), ignores, rules: { 'no-restricted-imports': ['error', { patterns: [...(tests ? [] : layerPatterns(rendererBans)), faces('\\.\\./\\.\\./')] }] } },
  ];
};

export default tseslint.config(
  { ignores: ['dist', 'dist-electron', 'release', 'node_modules', 'test-results', 'playwright-report', 'eslint.config.js', 'build/*.mjs', '.stryker-tmp', 'reports'] },
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
  layer(['renderer/**/*.{ts,tsx}'], rendererBans),
  // The same rule for a feature's code, plus its neighbours' faces (a later rule replaces the options of an earlier one).
  ...featureFaces({ files: ['*.{ts,tsx}'], ignores: ['**/*.test.*'] }),
  ...featureFaces({ files: ['*.test.{ts,tsx}'], tests: true }),
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
