import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

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
  // Every component and screen is an entry too, so the JS is split into modules: with
  // `sideEffects` naming only CSS, a consumer's bundler drops whole modules it does not use.
  entry: {
    index: 'src/publish.ts',
    // The opt-in reset: dist/reset.css (its dist/reset.js is empty and removed below).
    reset: 'src/reset.css.ts',
    ...moduleEntries('components'),
    ...moduleEntries('screens'),
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
    entry: { index: 'src/index.ts' },
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
    await rm('dist/screens', { recursive: true, force: true });
    for (const file of (await readdir('dist')).filter((name) => name.endsWith('.js'))) {
      const js = await readFile(`dist/${file}`, 'utf8');
      // Module-level Intl formatters: mark them pure so a consumer's bundler may drop them when unused.
      await writeFile(`dist/${file}`, js.replace(/= new Intl\.(\w+)\(/g, '= /* @__PURE__ */ new Intl.$1('));
    }
    // The CSS carries each source file's base64 copy in a comment: drop them, they only add bytes.
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile('dist/index.css', css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
  },
});
