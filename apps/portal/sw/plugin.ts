// Build step: compiles the service worker (sw/sw.ts, with the Workbox modules it uses) into one
// minified classic script, dist/sw.js, next to the app it serves.
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // Workbox logs in development builds only.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: resolve(config.root, 'sw/sw.ts'),
            formats: ['iife'],
            name: 'portalServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
