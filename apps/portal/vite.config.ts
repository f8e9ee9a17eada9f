import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { prerender } from './prerender/plugin.ts';
import { serviceWorker } from './sw/plugin.ts';
import { bundleReport } from './bundle-report.ts';
import { inJourney, journeyModules } from './journeys.ts';
import { uiSourceAliases } from '../../packages/ui/source-aliases.ts';

// @xstate/react reads use-sync-external-store's shim, which carries a fallback for the Reacts before
// 18 and hands over to React's own useSyncExternalStore when there is one (always, on React 19): the
// entries without the shim are that hand-over alone (0.65 kB minified, 0.1 kB brotli less on the first chunk).
const noSyncExternalStoreShim = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

/** What the browser build and the prerender (server) build share, so class names and copy match. */
const baseConfig = (): InlineConfig => ({
  plugins: [react(), vanillaExtractPlugin()],
  // Compile @admission/ui from source inside the workspace.
  resolve: { alias: [...uiSourceAliases, ...noSyncExternalStoreShim] },
  envPrefix: 'PORTAL_',
});

// Workspace packages without `sideEffects: false`: their modules only declare machines, rules and
// clients, so a module nobody imports from may be dropped (keeps other routes' machines off the login page).
const sideEffectFree = /[\\/]packages[\\/](flows|api-client)[\\/]src[\\/]/;

// Chunks by journey, so each makes few requests and its CSS comes in one file per chunk: the app
// (everything the first page needs, the login included), the signed-in candidate's pages with
// what they use (dialog, toasts, Radix), and the staff's pages. The rest (account and public
// pages) stays in small chunks of their own. Which route modules start a journey's chunk is the
// route table's `journey` (src/app/routeTable.tsx, read by journeys.ts).
const journeys = journeyModules();
const journeyGroup = (name: 'candidate' | 'staff', priority: number) => ({
  name,
  test: inJourney(journeys.get(name) ?? []),
  includeDependenciesRecursively: true,
  priority,
});

export default defineConfig({
  ...baseConfig(),
  plugins: [
    ...(baseConfig().plugins ?? []),
    prerender({
      baseConfig,
      defaultRouteModule: 'src/features/public/ClosedPeriodRoute.tsx',
      routeModules: {
        '/connexion': 'src/features/login/LoginRoute.tsx',
        '/admission/candidat/login': 'src/features/login/LoginRoute.tsx',
        '/admission/reset-password': 'src/features/public/ResetRequestRoute.tsx',
      },
    }),
    // The offline service worker: dist/sw.js, registered once the dashboard is drawn.
    serviceWorker(),
    // `npm run bench` only: where the bytes go (<outDir>.bundle.json).
    bundleReport(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Builds written beside the sources (the e2e and bench builds, dist-*) must not reload a page
    // the dev server is showing: the e2e project `dev` runs while they are written.
    watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/*.csp.conf', '**/*.bundle.json'] },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // Evergreen browsers only: no legacy transforms, no modulepreload polyfill.
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Terser with three passes: about 0.6 kB brotli less than the default minifier on the candidate's
    // journey (measured on the journey of e2e/budget.spec.ts), for 10 s more of build; `module`: the
    // chunks are ES modules (strict, top-level names their own), about 0.1 kB less again.
    // `pure_getters`: reading a property has no side effect (no getter of ours or of our
    // dependencies counts on being read for its effect), so unused reads go: 0.17 kB less.
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3, pure_getters: true },
      format: { comments: false },
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // With their dependencies: what both journeys share lands in the candidate's chunk.
            journeyGroup('candidate', 2),
            journeyGroup('staff', 1),
          ],
        },
      },
    },
  },
});
