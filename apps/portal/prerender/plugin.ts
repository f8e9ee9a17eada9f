// Build step: after the client build, renders the public pages to HTML with their CSS inlined, so
// the login form paints from the first response, before any JavaScript (docs/behaviour.md, deviation 5).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type InlineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { appBoot, calendarBoot, inlineCall, themeBoot } from './boot.ts';
import { writeCspInclude } from './csp.ts';
import { readConfig } from '../src/config/env.ts';
import type * as ServerEntryModule from './entry-server.tsx';

export interface PrerenderOptions {
  /** The shared part of the portal's Vite config (plugins, resolve): the server build must compile like the client. */
  baseConfig: () => InlineConfig;
  /** Route screen module (relative to the app root) of each prerendered path that is not the default. */
  routeModules: Record<string, string>;
  /** Screen module of every other prerendered path. */
  defaultRouteModule: string;
}

type ServerEntry = typeof ServerEntryModule;

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** What a browser needs for one chunk: its static imports (transitively) and their CSS. */
function closure(bundle: Rolldown.OutputBundle, start: Chunk) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next as Chunk);
    }
  };
  visit(start);
  return { js, css };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function script(code: string): Promise<string> {
  const result = await minify('inline.js', code, { compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`inline script: ${result.errors[0]?.message}`);
  return result.code.trim().replace(/;$/, '');
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'portal-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, written) {
      bundle = written;
    },
    async closeBundle() {
      if (config.build.ssr || !bundle) return;
      const outDir = resolve(config.root, config.build.outDir);
      const base = config.base;
      const serverDir = join(config.root, 'node_modules', '.prerender', String(process.pid));
      const base_ = options.baseConfig();
      await build({
        ...base_,
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: {
          noExternal: [/^@admission\//],
          resolve: { conditions: ['module', 'node', 'production'] },
        },
        build: {
          ssr: resolve(config.root, 'prerender/entry-server.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          minify: false,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
        },
      });

      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('prerender: no entry chunk');
      const entryNeeds = closure(bundle, entry);
      const routeChunk = (module: string) => {
        const id = resolve(config.root, module);
        // A route compiled into the app's own chunk (the login) has no chunk of its own.
        const chunk =
          chunks.find((c) => c.facadeModuleId === id) ?? (entry.moduleIds.includes(id) ? entry : undefined);
        if (!chunk)
          console.log(
            id,
            chunks.map((c) => [c.fileName, c.isEntry, c.moduleIds.filter((m) => m.includes('Login'))]),
          );
        if (!chunk) throw new Error(`prerender: no chunk for ${module} (renamed? update vite.config.ts)`);
        return chunk;
      };
      const css = async (files: Iterable<string>) =>
        (await Promise.all([...files].map((file) => readFile(join(outDir, file), 'utf8')))).join('');

      try {
        const server = (await import(pathToFileURL(join(serverDir, 'entry-server.mjs')).href)) as ServerEntry;
        // index.html's comments are for its readers, not bytes of every first load.
        const template = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
          /[ \t]*<!--[\s\S]*?-->\n?/g,
          '',
        );
        const theme = `<script>${await script(inlineCall(themeBoot, server.themeClasses))}</script>`;
        // The app shell (every other route) gets the theme script too, so dark mode never flashes light.
        await writeFile(join(outDir, 'index.html'), template.replace('</title>', `</title>\n    ${theme}`));

        const { apiBaseUrl, identityBaseUrl } = readConfig(config.env);
        // The closed-period pages read the admission calendar themselves (boot.ts, calendarBoot).
        const calendar = `<script>${await script(
          inlineCall(calendarBoot, `${apiBaseUrl}/api/candidate-service/AdmissionCalendar/current`),
        )}</script>`;
        const shell = template
          .replace(/\s*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
        for (const path of server.PRERENDERED_PATHS) {
          const route = closure(bundle, routeChunk(options.routeModules[path] ?? options.defaultRouteModule));
          const styles = await css(new Set([...entryNeeds.css, ...route.css]));
          const preloads = [...new Set([...entryNeeds.js, ...route.js])]
            .filter((file) => file !== entry.fileName)
            .map((file) => base + file);
          const boot = await script(inlineCall(appBoot, base + entry.fileName, preloads));
          const markup = await server.render(path);
          const html = shell
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(server.titleOf(path))}</title>`)
            .replace('</title>', `</title>\n    ${theme}\n    <style>${styles}</style>`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${markup}</div>`)
            .replace(
              '</body>',
              `${markup.includes('data-next-opening') ? `  ${calendar}\n` : ''}  <script>${boot}</script>\n  </body>`,
            );
          if (!html.includes('data-prerendered') || !html.includes(boot)) {
            throw new Error('prerender: index.html no longer has <div id="root"></div> or </body>');
          }
          const file = join(outDir, `${path.replace(/^\//, '')}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }
        config.logger.info(`prerendered ${server.PRERENDERED_PATHS.length} public pages`);
        const include = await writeCspInclude({ outDir, apiBaseUrl, identityBaseUrl });
        config.logger.info(`Content-Security-Policy for nginx: ${include}`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
