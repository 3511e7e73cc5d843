// Module boundaries are enforced here, not by goodwill (ARCHITECTURE §2).
import nx from '@nx/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/storybook-static/**',
      '**/generated/**',
      '**/drizzle/**',
      '.nx/**',
      'tmp/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts (tools/, configs) run outside any bundler.
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // Components shown only on interaction are imported lazily through these libs' subpath entries
          // (the header's mini cart and category tree, the gallery's dialog) while the rest of each lib
          // is in the first load: a lazy import does not make the lib lazy.
          checkDynamicDependenciesExceptions: ['@mall/ui', '@mall/cart'],
          depConstraints: [
            { sourceTag: 'scope:browser', onlyDependOnLibsWithTags: ['scope:browser', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The storefront (type:app) and the domain libs never import a console lib; the console app
            // (type:console-app) and the console libs (type:console, libs/console-*) may use every layer below.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:page-kit', 'type:ui', 'type:data', 'type:util'] },
            {
              sourceTag: 'type:console-app',
              onlyDependOnLibsWithTags: ['type:console', 'type:domain', 'type:page-kit', 'type:ui', 'type:data', 'type:util'],
            },
            {
              sourceTag: 'type:console',
              onlyDependOnLibsWithTags: ['type:console', 'type:domain', 'type:page-kit', 'type:ui', 'type:data', 'type:util'],
            },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:page-kit', 'type:ui', 'type:data', 'type:util'] },
            // page-kit (what every page is made of) sits on ui, i18n, gateway-client and rest-contract only.
            { sourceTag: 'type:page-kit', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    // No import circle inside a project (ARCHITECTURE §2: "no cycles"); circles between projects are
    // the module-boundaries rule's. Only relative imports are followed, which keeps the rule fast.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/generated/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A file that says its messages through `m` from @mall/i18n must not declare another `m`: the local
    // one would hide the messages, and `m['key']()` would then index a row, a member or a match.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'VariableDeclarator > Identifier.id',
          ':function > Identifier.params',
          'ObjectPattern > Property > Identifier.value',
          'ArrayPattern > Identifier',
          'CatchClause > Identifier.param',
        ].map((declaration) => ({
          selector: `Program:has(ImportSpecifier[imported.name='m']) ${declaration}[name='m']`,
          message: "This file reads messages through `m` from '@mall/i18n': give the local variable another name.",
        })),
      ],
    },
  },
  {
    // A project's vitest.config.ts is tooling, not code: it may build on the workspace's vitest.project.ts.
    files: ['**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Browser code takes the §9 constants from the zod-free entry: the package root also exports
    // the zod schemas, and zod must not reach the browser bundle. Types from the root are fine.
    files: [
      'apps/storefront/**/*.{ts,tsx}',
      'libs/{ui,i18n,gateway-client,page-kit,catalogue,cart,content,member,order,org-voucher,promotions,region,shop,chat,ranking}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mall/rest-contract',
              allowTypeImports: true,
              message:
                "Browser code imports values from '@mall/rest-contract/constants' (the root also exports zod schemas); use `import type` for types.",
            },
            {
              name: 'zod',
              message:
                "zod stays out of the browser bundle: validation is server side. For §9 constants import '@mall/rest-contract/constants'.",
            },
          ],
          patterns: [
            {
              group: ['zod/*'],
              message:
                "zod stays out of the browser bundle: validation is server side. For §9 constants import '@mall/rest-contract/constants'.",
            },
          ],
        },
      ],
    },
  },
);
