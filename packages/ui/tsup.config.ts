import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const USE_CLIENT = '"use client";';

/** `components/Button` -> `src/components/Button/Button.tsx`, for each folder that has one. */
function moduleEntries(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(`src/${folder}`)) {
    const file = `src/${folder}/${name}/${name}.tsx`;
    if (existsSync(file)) entries[`${folder}/${name}`] = file;
  }
  return entries;
}

// The published build: ESM + .d.ts + one CSS file (dist/index.css, exported as
// `@admission/ui/styles.css`). The JS does not import the CSS: consumers import it once.
// Sample data (src/testing) is for the workspace's stories and placeholder pages: not published.
export default defineConfig({
  // Every component is an entry too, so the JS is split into modules: with
  // `sideEffects` naming only CSS, a consumer's bundler drops whole modules it does not use.
  entry: {
    index: 'src/publish.ts',
    // The opt-in reset: dist/reset.css (its dist/reset.js is empty and removed below).
    reset: 'src/reset.css.ts',
    ...moduleEntries('components'),
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  outDir: 'dist',
  clean: true,
  // Maps point consumers at the TypeScript sources of a frame in their devtools.
  sourcemap: true,
  splitting: true,
  treeshake: true,
  // packages/ui/tsconfig.json is a composite `tsc -b` project, which must list every file it compiles;
  // this build starts from its two entries alone, so it is not composite.
  dts: {
    // stylesheet: the stylesheets' declaration (src/stylesheet.ts), the `types` of their exports.
    entry: { index: 'src/index.ts', stylesheet: 'src/stylesheet.ts' },
    compilerOptions: { paths: {}, composite: false },
  },
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  async onSuccess() {
    // The per-module entries only served to split the JS: index.js imports the shared chunks, and
    // dist/index.css already holds every style. Drop the entries' own copies.
    await rm('dist/components', { recursive: true, force: true });
    await rm('dist/reset.js', { force: true });
    await rm('dist/reset.js.map', { force: true });
    const files = await readdir('dist');
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      // Module-level Intl formatters: mark them pure so a consumer's bundler may drop them when unused.
      let js = (await readFile(`dist/${file}`, 'utf8')).replace(
        /= new Intl\.(\w+)\(/g,
        '= /* @__PURE__ */ new Intl.$1(',
      );
      // The components use state, effects and context: an app with React Server Components (Next.js
      // app router) must treat every module of the package as client code, chunks included, or it
      // fails when a server component imports one. Not tsup's `banner`: its tree-shaking pass
      // (Rollup) drops module-level directives, and no file of the build kept it.
      if (!js.startsWith(USE_CLIENT)) {
        js = `${USE_CLIENT}\n${js}`;
        // One more generated line, with nothing mapped on it: the map's lines follow the code again.
        const map = JSON.parse(await readFile(`dist/${file}.map`, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(`dist/${file}.map`, JSON.stringify(map));
      }
      await writeFile(`dist/${file}`, js);
    }
    // The lazy chunks (DialogContent, ToastRegion) come with a copy of their styles, which
    // dist/index.css already holds and nothing imports: only the stylesheets of `exports` ship
    // (index.css and reset.css from the build, index.layer.css written below).
    for (const file of files.filter((name) => /\.css(\.map)?$/.test(name))) {
      if (!/^(index|reset)\.css(\.map)?$/.test(file)) await rm(`dist/${file}`, { force: true });
    }
    // The CSS carries each source file's base64 copy in a comment: drop them, they only add bytes.
    const css = (await readFile('dist/index.css', 'utf8')).replace(
      /\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g,
      '',
    );
    await writeFile('dist/index.css', css);
    // `@admission/ui/styles.layer.css`: the same rules inside `@layer admission`, for a host that
    // orders its cascade layers (`@layer reset, admission, app;`). styles.css stays unlayered: an
    // unlayered rule beats every layered one, so our classes win over a host's element rules there
    // whatever the host does with layers. No map of its own: the rules are index.css's, one line down.
    const rules = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd();
    await writeFile('dist/index.layer.css', `@layer admission {\n${rules}\n}\n`);
  },
});
