// Playwright's JSON report of an e2e run (written in CI beside the list, playwright.config.ts), read
// back by scripts/e2e-run.mjs to name the tests that failed once and passed on their retry: a pass
// that needed a retry is said in `npm test`'s output, never taken for a clean one.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The JSON report of the run whose portal listens on `portalPort` (one per e2e group). */
export function reportFile(portalPort) {
  return `test-results/e2e-report-${portalPort}.json`;
}

/**
 * The tests of a JSON report that passed only on a retry (Playwright's outcome `flaky`), each as
 * `project › file:line › title`, with the first attempt's error. Empty when the report is missing or
 * unreadable: the run's exit code still says whether it passed.
 */
export function flakyTests(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return []; // missing or unreadable
  }
  const found = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const firstError = test.results?.find((result) => result.status !== 'passed')?.error?.message ?? '';
        found.push({
          name: `${test.projectName} › ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          error: stripVTControlCharacters(firstError).split('\n')[0],
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}
