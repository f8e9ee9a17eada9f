// `unit` answers in minutes because it is pure Node: no browser, no build, no package manager. A test
// that needs one belongs to `package` (or a browser project), named in scripts/test-groups.mjs.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GROUPS, PACKAGE_TESTS, UNIT_ROOTS } from '../test-groups.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

function testFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return entry.name.endsWith('.test.ts') ? [relative(repo, path)] : [];
  });
}

/** What only a slow test does: drive a browser, or run npm/npx (a build, a pack, an install, Storybook). */
const SLOW = [
  { what: 'a browser', pattern: /from ['"](?:playwright|@playwright\/test|chrome-launcher)['"]/ },
  {
    what: 'npm or npx',
    pattern: /\b(?:spawn|spawnSync|execFile|execFileSync|exec|execSync)\(\s*['"`]npx?\b/,
  },
  { what: 'the built Storybook', pattern: /from ['"][./]*storybookBuild['"]/ },
];

/** The slow things a source does, by name. */
function slowThingsIn(source: string): string[] {
  return SLOW.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

describe('the unit project', () => {
  const unitFiles = UNIT_ROOTS.flatMap((root) => testFilesUnder(join(repo, root))).filter(
    (file) => !PACKAGE_TESTS.includes(file),
  );

  it('finds the unit tests and none of the package tests', () => {
    expect(unitFiles.length).toBeGreaterThan(50);
    expect(unitFiles).toContain('packages/flows/src/machines/loginMachine.test.ts');
    for (const file of PACKAGE_TESTS) expect(existsSync(join(repo, file)), file).toBe(true);
  });

  it('drives no browser and runs no npm, build or Storybook: those tests are in `package`', () => {
    const offenders = unitFiles
      .map((file) => ({ file, slow: slowThingsIn(readFileSync(join(repo, file), 'utf8')) }))
      .filter(({ slow }) => slow.length > 0);
    expect(offenders).toEqual([]);
  });

  it('tells a slow test from a quick one', () => {
    // The three package tests are what the rule is for: each is caught by it.
    for (const file of PACKAGE_TESTS)
      expect(slowThingsIn(readFileSync(join(repo, file), 'utf8')), file).not.toEqual([]);
    expect(slowThingsIn("import { describe } from 'vitest';\nconst x = spawn('node', ['a.mjs']);")).toEqual(
      [],
    );
  });
});

describe('npm test', () => {
  it('runs every Vitest project and the e2e groups, the quickest answer first', () => {
    expect(Object.keys(GROUPS)).toEqual([
      'lint',
      'typecheck',
      'unit',
      'portal',
      'stories',
      'package',
      'keycloak',
      'cluster',
      'e2e',
    ]);
    const projects = Object.values(GROUPS)
      .flat()
      .filter((part) => part.startsWith('--project='))
      .map((part) => part.slice('--project='.length));
    const config = readFileSync(join(repo, 'vitest.config.ts'), 'utf8');
    for (const name of projects) expect(config, `project ${name}`).toMatch(new RegExp(`['"]${name}['"]`));
  });
});
