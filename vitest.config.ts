import { configDefaults, defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptionsOrExit } from './scripts/chromium.mjs';
import { selectedProjects } from './scripts/projects.mjs';
import { PACKAGE_TESTS, UNIT_ROOTS } from './scripts/test-groups.mjs';
import { uiSourceAliases } from './packages/ui/source-aliases';
import { MAX_CAPTURE_HEIGHT } from './packages/ui/src/testing/visual';
import { visualCommands } from './.storybook/visual-commands';

const root = fileURLToPath(new URL('.', import.meta.url));

// The window the test frame sits in: wider and taller than any frame (a 1280 px viewport, a page
// made as tall as it is for its screenshot), or Vitest scales the frame down and the screenshots
// with it.
const runnerWindow = { width: 1300, height: MAX_CAPTURE_HEIGHT + 20 };

// A limit, not a wait: the browser connects once Vite has served the first page, which for the
// stories means transforming Storybook's preview and every story's imports. On a machine at a load
// of 28 (a clean-clone `npm test` beside other work) the stories project missed Vitest's default
// 60 s and failed without running a test.
const BROWSER_CONNECT_TIMEOUT = 240_000;

// The projects, named for what they do (README, « Tests »):
//   unit     pure Node: no browser, no build (under 2 minutes on 2 cores)
//   portal   the portal's container tests and ui's visual proof, in Chromium
//   stories  every story as a test in Chromium (light at 1280 px), stories-dark-360 (dark at 360 px)
//   package  what needs a build: the ui tarball packed, installed and consumed, the built Storybook
// Node projects never need Vitest's browser: only resolve Chromium when a browser project is
// selected (no --project means every project; `--project=unit --project=portal` selects one too).
const NODE_PROJECTS = ['unit', 'package'];
const selected = selectedProjects(process.argv);
const wantsBrowser =
  selected.length === 0 || selected.some((pattern) => !NODE_PROJECTS.some((name) => pattern.test(name)));
const launchOptions = wantsBrowser ? chromiumLaunchOptionsOrExit() : { args: [] };

// addon-vitest reads its initial globals from this provided value (the plugin's `initialGlobals`
// option fills it): each instance provides its own, so one project can run two variants.
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

const storyVariants = [
  { name: 'stories', theme: 'light', viewportName: 'desktop', viewport: { width: 1280, height: 800 } },
  {
    name: 'stories-dark-360',
    theme: 'dark',
    viewportName: 'mobile360',
    viewport: { width: 360, height: 740 },
  },
] as const;

/**
 * Every story runs twice, light at 1280 px and dark at 360 px: two browser instances of one project,
 * so one Vite server transforms Storybook's preview and the stories once for both (as two projects,
 * each transformed everything). Each instance is still a project of its own name.
 */
function storybookProject() {
  return {
    extends: './.storybook/vite.config.ts',
    plugins: [
      storybookTest({
        configDir: `${root}.storybook`,
        storybookScript: 'npm run storybook -- --no-open',
      }),
    ],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions, contextOptions: { viewport: runnerWindow } }),
        // addon-vitest sizes each story from the `viewport` global: theme and viewport per instance.
        instances: storyVariants.map(({ name, theme, viewportName, viewport }) => ({
          browser: 'chromium' as const,
          name,
          viewport,
          provide: {
            [INITIAL_GLOBALS_KEY]: { theme, viewport: { value: viewportName, isRotated: false } },
          },
        })),
        commands: visualCommands,
        connectTimeout: BROWSER_CONNECT_TIMEOUT,
      },
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // Story files share one test frame instead of a fresh one each (42 files, 2 passes): about
      // 40 s less per pass on 2 cores. Each story renders into its own root and the preview resets
      // what a story may leave (theme, motion, pointer) before the next one.
      isolate: false,
      // A story's test includes its screenshot (the preview's afterEach), which may look for a stable
      // capture for up to 20 s on a loaded machine (packages/ui/src/testing/visual.ts).
      testTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest reads the browser's connection limit from the root config, not from a project's.
    browser: { connectTimeout: BROWSER_CONNECT_TIMEOUT },
    // `npm test` runs each project as a group of its own (scripts/test.mjs); `npx vitest run` runs them all.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_ROOTS.map((root) => `${root}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...PACKAGE_TESTS],
          // The sandbox's password hash at 1/16 of its cost (3 ms instead of 60): its tests sign in
          // about 700 times and test the rules around the hash (apps/sandbox/src/passwords.ts).
          env: { SANDBOX_PASSWORD_HASH_COST: '1024' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
        resolve: { alias: uiSourceAliases },
      },
      // What needs a build: they pack, install and consume the ui tarball, and build Storybook once
      // (packages/ui/test/node/storybookBuild.ts) to check its Docs pages; each launches Chromium itself.
      {
        test: {
          name: 'package',
          environment: 'node',
          include: PACKAGE_TESTS,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
        resolve: { alias: uiSourceAliases },
      },
      // Container tests of the portal: its routes with real machines, clients and ui, in Chromium,
      // over a fake fetch (apps/portal/test/browser/support.tsx).
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { alias: uiSourceAliases },
        optimizeDeps: {
          include: [
            'react',
            'react-dom/client',
            'react-router-dom',
            'xstate',
            '@xstate/react',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'portal',
          // The portal's container tests, ui's and the screens' browser tests, and the visual-test
          // proof (it needs no stories).
          include: [
            'apps/portal/test/browser/**/*.test.tsx',
            'packages/ui/test/browser/**/*.test.tsx',
            'packages/screens/test/browser/**/*.test.tsx',
          ],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions, contextOptions: { viewport: runnerWindow } }),
            instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
            commands: visualCommands,
            connectTimeout: BROWSER_CONNECT_TIMEOUT,
          },
          testTimeout: 20_000,
        },
      },
      // Every story runs twice: light theme at desktop width, dark theme at 360 px (mobile). Not even
      // configured for a Node-only run: Storybook's plugin reads .storybook on start, seconds of `unit`.
      ...(wantsBrowser ? [storybookProject()] : []),
    ],
  },
});
