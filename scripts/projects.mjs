// The test projects a command line selects, read the way Playwright and Vitest both read them, so
// a config starts only what those projects need (playwright.config.ts: its servers;
// vitest.config.ts: Chromium).

/**
 * The projects named on the command line (`--project a`, `--project=a`, wildcards `*`), as
 * patterns matching a project name; none means every project.
 * @param {readonly string[]} argv
 * @returns {RegExp[]}
 */
export function selectedProjects(argv) {
  const names = [];
  argv.forEach((arg, index) => {
    if (arg === '--project' && argv[index + 1]) names.push(argv[index + 1]);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names.map(
    (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'),
  );
}
