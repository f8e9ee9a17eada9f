import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { packageBoundaries as packageBoundaryRule } from './scripts/eslint/package-boundaries.mjs';
import { portalLayers } from './scripts/eslint/portal-layers.mjs';

// Package boundaries (README, "Layout"): imports point one way. Each entry is the options of
// @typescript-eslint/no-restricted-imports for one package's src/, which also sees `import type`.
const restrict = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));
const uiOwnsNothing =
  'packages/ui is the published design system: it imports nothing of ours (@admission/*: not the screens, their copy or the flows) and no router, state machine or HTTP client. Take data and callbacks as props; apps/portal wires them.';
const screensOnUiAndFlowsTypes =
  "packages/screens draws the portal's screens with @admission/ui and words the codes of @admission/flows' types: it imports nothing else of ours (no portal, no API client) and no router, state machine or HTTP client. Take data and callbacks as props; apps/portal wires them.";
const screensFlowsTypesOnly =
  "packages/screens may use only the types of @admission/flows (its failure codes, ranks): write `import type { ... } from '@admission/flows'`; the machines run in apps/portal.";
const flowsIsPure =
  'packages/flows holds the machines and pure rules: no React, no UI, no portal, no HTTP client. apps/portal binds them to React and to @admission/api-client.';
const flowsTypesOnly =
  "packages/flows may use only the types of @admission/api-client: write `import type { ... } from '@admission/api-client'`; the calls themselves are given by apps/portal through machine.provide().";
const apiClientOwnsNothing =
  'packages/api-client is the bottom layer: it imports nothing of ours (@admission/*) and no React.';
const sandboxStandsAlone =
  'apps/sandbox imports only openapi/ and the generated types of packages/api-client (docs/architecture.md): never scripts/, e2e/ or another package or app. What it shares with scripts/ lives in the sandbox, and scripts/ imports it from there (apps/sandbox/src/devSecret.mjs).';
// The sample people of stories and tests (`@admission/screens/testing`, `@admission/ui/testing`) stay
// out of the portal's build.
const portalSamples = restrict(
  "apps/portal shows the signed-in person only: @admission/screens/testing and @admission/ui/testing (sample people, numbers, courses) are for stories and tests. Show the session's or the API's data, or say plainly what is not known.",
  '^@admission/(ui|screens)/testing(/|$)',
  '(^|/)packages/(ui|screens)/src/testing(/|$)',
);
// The repository's own rules (scripts/eslint/), one plugin for every config object that uses them.
const admission = { rules: { 'package-boundaries': packageBoundaryRule, 'portal-layers': portalLayers } };

const packageBoundaries = {
  'packages/ui/src/**': {
    patterns: restrict(
      uiOwnsNothing,
      '^@admission/',
      '^react-router(-dom)?(/|$)',
      '^xstate(/|$)',
      '^@xstate/',
      '^openapi-fetch(/|$)',
    ),
  },
  'packages/screens/src/**': {
    paths: [{ name: '@admission/flows', allowTypeImports: true, message: screensFlowsTypesOnly }],
    patterns: [
      ...restrict(screensFlowsTypesOnly, '^@admission/flows/'),
      ...restrict(
        screensOnUiAndFlowsTypes,
        '^@admission/(?!ui(/|$)|flows(/|$))',
        '^react-router(-dom)?(/|$)',
        '^xstate(/|$)',
        '^@xstate/',
        '^openapi-fetch(/|$)',
      ),
    ],
  },
  'packages/flows/src/**': {
    paths: [{ name: '@admission/api-client', allowTypeImports: true, message: flowsTypesOnly }],
    patterns: [
      ...restrict(flowsTypesOnly, '^@admission/api-client/'),
      ...restrict(
        flowsIsPure,
        '^@admission/(?!api-client(/|$))',
        '^react(-dom)?(/|$)',
        '^@xstate/react(/|$)',
        '^openapi-fetch(/|$)',
      ),
    ],
  },
  'packages/api-client/src/**': {
    patterns: restrict(apiClientOwnsNothing, '^@admission/', '^react(-dom)?(/|$)'),
  },
  // From apps/sandbox/src/x.ts or apps/sandbox/scripts/x.ts (both flat), `../../` is apps/ and
  // `../../../` the repository.
  'apps/sandbox/{src,scripts}/**': {
    patterns: restrict(
      sandboxStandsAlone,
      String.raw`^(\.\./){3,}(?!openapi/|packages/api-client/src/generated/)`,
      String.raw`^\.\./\.\./(?!sandbox/|\.\./)`,
      '^@admission/',
    ),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // French comments (the stories' descriptions, shown on the Docs pages) are typeset with their
      // no-break spaces; in strings, they stay \u00a0 / \u202f escapes.
      'no-irregular-whitespace': ['error', { skipComments: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...Object.entries(packageBoundaries).map(([files, options]) => ({
    files: [files],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', options] },
  })),
  {
    // A workspace package imports another by its name, never by a relative path into its folder.
    // (apps/sandbox has its own, stricter rule above.)
    files: ['packages/*/{src,test}/**/*.{ts,tsx}', 'apps/portal/{src,test}/**/*.{ts,tsx}'],
    plugins: { admission },
    rules: { 'admission/package-boundaries': 'error' },
  },
  {
    // apps/portal/src: features/<name> import neither app/ nor another feature; config/ imports neither.
    files: ['apps/portal/src/**'],
    plugins: { admission },
    rules: { 'admission/portal-layers': 'error' },
  },
  {
    // Every call reaches a machine through services/fromCall.ts, so a stopped actor's call (React
    // StrictMode, <Activity>) is never read as its outcome (docs/architecture.md, "Aborts"). And no
    // sample data: a sample person's name or number must never be shown to a real one.
    files: ['apps/portal/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'xstate',
              importNames: ['fromPromise'],
              message:
                "apps/portal gives machines their calls with fromCall (services/fromCall.ts), never fromPromise: a stopped actor's call must not end the actor started again in its place.",
            },
          ],
          patterns: portalSamples,
        },
      ],
    },
  },
  {
    // Routes belong to the app: ui and the screens take their links as props (hrefs, the sidebar's
    // `navigation`), so another app with other routes uses them as they are, and a new screen's path
    // is written once.
    files: ['packages/{ui,screens}/src/**/*.{ts,tsx}'],
    ignores: ['packages/{ui,screens}/src/**/*.stories.tsx', 'packages/{ui,screens}/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/^\/(admission|connexion|profil|gestion-|coran|majalis|bibliotheque|comptabilite|rh|utilisateurs|notifications|etudiant|staff)(\/|$)/]`,
          message:
            "packages/ui and packages/screens hold no route of the app: take the href as a prop (the staff sidebar's entries come from apps/portal/src/config/staffNavigation.ts).",
        },
      ],
    },
  },
  {
    files: ['apps/portal/src/services/fromCall.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: portalSamples }] },
  },
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  prettier,
);
