// The groups of `npm test` (scripts/test.mjs) and the Node tests kept out of `unit`, in one place for
// the runner, vitest.config.ts and the test that holds `unit` to what it promises
// (scripts/test/groups.test.ts).

const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.map((name) => `--project=${name}`)];

/** Each group's command (scripts/test.mjs places them: the quickest answers first). */
export const GROUPS = {
  lint: ['npm', 'run', '--silent', 'lint'],
  typecheck: ['npm', 'run', '--silent', 'typecheck'],
  unit: vitest('unit'),
  portal: vitest('portal'),
  stories: vitest('stories', 'stories-dark-360'),
  package: vitest('package'),
  // The real Keycloak's e2e group, which `npm test` runs beside the Vitest groups, then every other.
  keycloak: ['node', 'scripts/e2e.mjs', '--only=identity'],
  // Keycloak as production runs it (PostgreSQL, two nodes, nginx) through a node's death and a
  // database restart: its own servers, once the keycloak group's have stopped (the same ports).
  cluster: ['npm', 'run', '--silent', 'test:cluster'],
  e2e: ['node', 'scripts/e2e.mjs', '--except=identity'],
};

/** Where the `unit` project finds its tests (every `*.test.ts` under each root), less PACKAGE_TESTS. */
export const UNIT_ROOTS = [
  'scripts',
  'packages/api-client/src',
  'packages/api-client/test',
  'packages/flows/src',
  'packages/flows/test',
  'packages/ui/test/node',
  'packages/screens/test/node',
  'apps/sandbox/src',
  'apps/sandbox/test',
  'apps/portal/test/node',
];

/**
 * The Node tests that build something (the `package` project): they pack, install and consume the
 * ui tarball, or build Storybook once and read its Docs pages in Chromium.
 */
export const PACKAGE_TESTS = [
  'packages/ui/test/node/pack.test.ts',
  'packages/ui/test/node/storybook.test.ts',
  'packages/ui/test/node/storybookFoundations.test.ts',
];
