// Build step: compiles the service worker (sw/sw.ts, with the Workbox modules it uses) into one
// minified classic script, dist/sw.js, next to the app it serves; writes the web app manifest
// and its icons (sw/manifest.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { ICON_SIZES, iconFile, iconPng, MANIFEST_FILE, themeColor, webManifest } from './manifest.ts';

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Installable: every page names the manifest and the theme's colour.
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${config.base}${MANIFEST_FILE}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
    ],
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      await writeFile(join(outDir, MANIFEST_FILE), webManifest(config.base));
      await mkdir(join(outDir, 'icons'), { recursive: true });
      for (const size of ICON_SIZES) await writeFile(join(outDir, iconFile(size)), iconPng(size));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // Workbox logs in development builds only.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          // Terser, as the app's chunks (vite.config.ts): the worker is fetched on the candidate's journey.
          minify: 'terser',
          terserOptions: { compress: { passes: 3 }, format: { comments: false } },
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
