import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The three zones and their one-way imports (DESIGN.md §3):
 * common/ imports nothing of ours; server/ never imports app/; app/ imports server/ only as types;
 * a feature never imports another feature; a module never touches another module's tables; the storefront
 * (app/shop/) and the code both wings share (app/ui/, app/lib/) never import the back office (app/admin/)
 * or TanStack.
 * Inside server/: lib/ imports nothing of the server's but errors and config, a module never imports a
 * plugin or a route (decision 025); and nowhere does an import cycle.
 */
const restrict = (patterns) => ['error', { patterns }];

const serverAsTypesOnly = {
  regex: '^(\\.{1,2}/)+(.*/)?server(/|$)',
  allowTypeImports: true,
  message: 'app/ imports server/ only as types.',
};
const featureIsolation = {
  // `../home/…` from a feature, or the same through the wing's folder (`../../features/home/…`). A
  // feature that serves others (the admin's media picker) does so through its index: `../media` passes.
  regex: '^(\\.\\./[^./][^/]*/|(\\.\\./)+features/)',
  message: "A feature never imports another feature's insides (only its index.ts, where it has one).",
};
const noTanStackInShop = {
  regex: '^@tanstack/',
  message: "TanStack is the back office's: the storefront's JavaScript budget has no room.",
};

/**
 * The two wings (decision 028): app/shop/ and app/admin/, with app/ui/ and app/lib/ shared by both. The
 * storefront and the shared code never load the back office, so no admin code reaches a shop page's
 * JavaScript budget (docs/performance.md); the admin reaches into the shop only for the content editor's
 * live preview (decision 017), which draws the draft with the storefront's own readers and sections.
 */
const wingZones = [
  {
    target: ['./app/shop', './app/ui', './app/lib', './app/root.tsx', './app/entry.server.tsx'],
    from: './app/admin',
    message: 'Storefront and shared code never import the back office (app/admin/).',
  },
  {
    target: './app/admin',
    from: './app/shop/features',
    message: 'A back-office screen never imports a shop feature (only the live preview may: decision 017).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      // The browser tests' shop data: uploaded videos cut into HLS segments, MPEG-TS files named *.ts.
      '.e2e-data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        {
          regex: '^(\\.{1,2}/)+(.*/)?(server|app)(/|$)',
          message: 'common/ imports nothing of server/ or app/.',
        },
        { regex: '^node:', message: 'common/ runs in the browser too: no node:* modules.' },
        {
          regex: '^(react|react-dom|drizzle-orm|pg|@electric-sql/.*)$',
          message: 'common/ holds pure rules only.',
        },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { regex: '^(\\.{1,2}/)+(.*/)?app(/|$)', message: 'server/ never imports app/.' },
      ]),
    },
  },
  {
    // No file imports itself through a loop of others: a cycle makes the order modules load in matter.
    // Type-only imports are left out (they vanish at run time); the rule reads each imported file.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    /**
     * Inside server/, by resolved path (decision 025): server/lib/ holds libraries every layer may use, so
     * it imports nothing of the server's but the error classes and the config; a module is a shop domain
     * and never reaches up into the plugins or routes that wire it into Fastify.
     */
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/lib',
              from: './server',
              except: ['./lib', './errors.ts', './config.ts'],
              message:
                'server/lib/ is below every other layer: it imports only the error classes and config.',
            },
            {
              target: './server/modules',
              from: ['./server/plugins', './server/api'],
              message: 'A module never imports a plugin or a route: move what it needs to server/lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services, routes and everything but the table files themselves reach other modules through their services.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.tables.ts', 'server/modules/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { regex: '^(\\.{1,2}/)+(.*/)?app(/|$)', message: 'server/ never imports app/.' },
        {
          regex: '^\\.\\./[^./][^/]*/.*\\.tables$',
          message: "A module never touches another module's tables: call its service.",
        },
      ]),
    },
  },
  // One rule entry per file group: a later block replaces an earlier one's patterns, it does not add to them.
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([serverAsTypesOnly]) },
  },
  {
    files: ['app/shop/**/*.{ts,tsx}', 'app/ui/**/*.{ts,tsx}', 'app/lib/**/*.{ts,tsx}', 'app/*.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([serverAsTypesOnly, noTanStackInShop]) },
  },
  {
    files: ['app/admin/features/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([serverAsTypesOnly, featureIsolation]) },
  },
  {
    files: ['app/shop/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        serverAsTypesOnly,
        featureIsolation,
        noTanStackInShop,
      ]),
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: wingZones }] },
  },
  {
    files: ['app/admin/features/content/section-preview.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: wingZones.slice(0, 1) }] },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'server/cli/**/*.ts',
      'server/main.ts',
      '*.config.ts',
      'scripts/**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
  },
);
