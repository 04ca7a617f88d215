import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module faces (src/server/modules/<module>): a file of one module imports another module only through that module's
 * face, its index.ts, and only along an arrow of src/server/module-arrows.json. A block per module and folder depth,
 * since an import is named relative to its file (`../orders/index.ts` from a module's top folder,
 * `../../orders/index.ts` one folder down). Tests and test helpers may reach into any module.
 */
const ARROWS = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('./src/server/module-arrows.json')), 'utf8'));
const MODULES = Object.keys(ARROWS);
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const moduleFaces = MODULES.flatMap((module) =>
  [1, 2, 3].map((depth) => {
    const up = `(\\.\\./){${depth}}`;
    const others = MODULES.filter((other) => other !== module);
    const allowed = others.filter((other) => other in ARROWS[module]);
    const refused = others.filter((other) => !(other in ARROWS[module]));
    return {
      files: [`src/server/modules/${module}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      ignores: ['**/*.test.ts', '**/*testing.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(allowed.length
                ? [{ regex: `^${up}(${allowed.map(escape).join('|')})/(?!index\\.ts$)`, message: 'Import another module through its face, its index.ts.' }]
                : []),
              ...(refused.length
                ? [{ regex: `^${up}(${refused.map(escape).join('|')})/`, message: `Not an arrow of src/server/module-arrows.json: ${module} may not import this module.` }]
                : []),
            ],
          },
        ],
      },
    };
  }),
);

/** Test helpers (a module's `testing.ts`) may use any module, through its face or its own test helpers. */
const testHelperFaces = [1, 2, 3].map((depth) => ({
  files: [`src/server/modules/*/${'*/'.repeat(depth - 1)}*testing.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}(${MODULES.map(escape).join('|')})/(?!index\\.ts$|testing\\.ts$)`,
            message: "A test helper imports another module through its face (index.ts) or its test helpers (testing.ts).",
          },
        ],
      },
    ],
  },
}));

/** The shop's assembly (app.ts, main.ts) builds each module from its face too. */
const assemblyFaces = {
  files: ['src/server/*.ts'],
  ignores: ['**/*.test.ts', '**/*testing.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./modules/[a-z-]+/(?!index\\.ts$)', message: 'Build a module from its face, its index.ts.' }] }],
  },
};

export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'node_modules/', 'var/', '.react-router/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'node:*', 'fastify', 'drizzle-orm*', 'pg'] }],
    },
  },
  {
    // the storefront's layers: routes → features → components (shared parts know no feature)
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(features|routes)/', message: 'A shared component imports no feature or screen.' }] }] },
  },
  ...moduleFaces,
  ...testHelperFaces,
  assemblyFaces,
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
