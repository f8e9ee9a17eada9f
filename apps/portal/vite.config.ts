import { defineConfig, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { prerender } from './prerender/plugin.ts';

/** What the browser build and the prerender (server) build share, so class names and copy match. */
const baseConfig = (): InlineConfig => ({
  plugins: [react(), vanillaExtractPlugin()],
  // Compile @admission/ui from source inside the workspace.
  resolve: { conditions: ['source'] },
  envPrefix: 'PORTAL_',
});

// Workspace packages without `sideEffects: false`: their modules only declare machines, rules and
// clients, so a module nobody imports from may be dropped (keeps other routes' machines off the login page).
const sideEffectFree = /[\\/]packages[\\/](flows|api-client)[\\/]src[\\/]/;

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
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // Evergreen browsers only: no legacy transforms, no modulepreload polyfill.
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
    },
  },
});
