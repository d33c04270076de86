import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of docs/architecture.md "Import rules": each may import only what lies beneath it.
// The serving layer (server/) runs in front of Next and imports the app's build; the app never imports
// it back, by alias or relative path. Both share vocabulary through shared/.
const SERVING_LAYER = {
  regex: '^(@/|(\\.\\./)+|\\./)(server|scripts)(/|$)',
  message: 'The serving layer (server/) and tooling (scripts/) are not app code: share through shared/.',
};
const layer = (files, groups) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts', '**/*.fixture.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SERVING_LAYER,
          ...groups.map(([group, message]) => ({ group: Array.isArray(group) ? group : [group], message })),
        ],
      },
    ],
  },
});

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Node's modules, then packages, then the project's '@/' modules, then relative ones.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  layer(['app/**', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'], []),
  layer(
    ['ui/**'],
    [
      [
        ['@/platform/*', '!@/platform/types', '!@/platform/shared'],
        'ui/ takes props: only vocabulary (platform/types, platform/shared) from the platform.',
      ],
      ['@/features/**', 'ui/ takes props and knows no feature.'],
      ['@/blocks/**', 'ui/ takes props and knows no block.'],
      ['@/app/**', 'ui/ knows no route.'],
    ],
  ),
  layer(
    ['blocks/**'],
    [
      ['@/features/**', 'Blocks render content; a feature composes blocks, not the other way round.'],
      ['@/app/**', 'Blocks know no route.'],
    ],
  ),
  layer(['features/**'], [['@/app/**', 'Features know no route: app/ calls them.']]),
  layer(
    ['platform/**'],
    [
      [
        ['@/features/**', '@/blocks/**', '@/ui/**', '@/app/**'],
        'The platform layer talks to the outside and knows nothing above it.',
      ],
    ],
  ),
  layer(
    ['shared/**'],
    [[['@/**'], 'shared/ is plain vocabulary for the serving layer and the app: it imports neither.']],
  ),
  {
    // Every internal link is ui/link's Link, which prefetches nothing on a slow or data-saver connection.
    files: ['app/**', 'ui/**', 'blocks/**', 'features/**'],
    ignores: ['ui/link/route-link.client.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='next/link'] > ImportDefaultSpecifier",
          message:
            "Use Link from '@/ui/link/route-link.client': it holds prefetching back on slow connections.",
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'sandbox/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
];
export default config;
