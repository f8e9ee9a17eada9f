// `npm run test:e2e`: every e2e server started at once, then the Playwright projects in groups side
// by side (scripts/e2e-run.mjs). `--only=identity` or `--except=identity` (comma-separated group
// names) runs only some groups, with their servers: `npm test` runs the real Keycloak's group early
// (`keycloak`) and the others last (`e2e`). With other arguments (`npm run test:e2e --
// e2e/staff.spec.ts --project=chromium`), one plain `playwright test` with those arguments runs
// instead, and starts only the servers its projects need (playwright.config.ts).
import { spawn } from 'node:child_process';
import { e2eGroups, runE2eGroups, startE2eServers, stopOnSignals } from './e2e-run.mjs';

const args = process.argv.slice(2);
const listed = (flag) =>
  args
    .filter((arg) => arg.startsWith(`--${flag}=`))
    .flatMap((arg) => arg.slice(flag.length + 3).split(','))
    .filter(Boolean);
const only = listed('only');
const except = listed('except');
const rest = args.filter((arg) => !/^--(?:only|except)=/.test(arg));

if (rest.length > 0) {
  const child = spawn('npx', ['playwright', 'test', ...rest], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const all = e2eGroups();
  const unknown = [...only, ...except].filter((name) => !all.some((group) => group.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown e2e group(s): ${unknown.join(', ')}. Groups: ${all.map((group) => group.name).join(', ')}.`,
    );
    process.exit(2);
  }
  const groups = all.filter(
    (group) => (only.length === 0 || only.includes(group.name)) && !except.includes(group.name),
  );
  const servers = startE2eServers(groups);
  stopOnSignals(servers);
  let passed = false;
  try {
    console.log(`e2e: every server ready in ${(await servers.ready()).toFixed(0)} s`);
    ({ passed } = await runE2eGroups(groups));
  } catch (error) {
    console.error(String(error.message ?? error));
  } finally {
    await servers.stop();
  }
  process.exitCode = passed ? 0 : 1;
}
