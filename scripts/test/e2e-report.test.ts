// The flaky tests of an e2e run, read from a JSON report that Playwright itself wrote: a run of a
// test that fails once then passes on its retry, beside one that passes and one that is skipped
// (scripts/test/fixtures/flaky.spec.ts). Playwright's runner only: no browser is launched.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { flakyTests, reportFile } from '../e2e-report.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'e2e-report-test-'));
// The spec resolves @playwright/test from the repository's node_modules; its own config keeps the
// run in this folder.
symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
writeFileSync(join(dir, 'playwright.config.mjs'), "export default { testDir: '.', outputDir: 'out' };\n");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

describe('flakyTests', { timeout: 60_000 }, () => {
  it('names the test that passed only on its retry, with its first error, and no other', () => {
    copyFileSync(join(repo, 'scripts/test/fixtures/flaky.spec.ts'), join(dir, 'flaky.spec.ts'));
    const report = join(dir, 'report.json');
    const run = spawnSync(
      process.execPath,
      [cli, 'test', '--config=playwright.config.mjs', '--retries=1', '--reporter=json', '--workers=1'],
      {
        cwd: dir,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, CI: '' },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const flaky = flakyTests(report);
    expect(flaky.map((test) => test.name)).toEqual([' › flaky.spec.ts:7 › a group › fails once']);
    expect(flaky[0]?.error).toContain('first attempt');
  });

  it('finds nothing in a missing or unreadable report', () => {
    expect(flakyTests(join(dir, 'none.json'))).toEqual([]);
    writeFileSync(join(dir, 'broken.json'), '{"suites": [');
    expect(flakyTests(join(dir, 'broken.json'))).toEqual([]);
  });

  it('gives each portal port its own report', () => {
    expect(reportFile(4173)).not.toBe(reportFile(4182));
  });
});
