// `npm run test:e2e`: every e2e server started at once, then the Playwright projects in four groups
// side by side (scripts/e2e-run.mjs). With arguments (`npm run test:e2e -- e2e/staff.spec.ts
// --project=chromium`), one plain `playwright test` with those arguments runs instead, and starts
// only the servers its projects need (playwright.config.ts).
import { spawn } from 'node:child_process';
import { runE2eGroups, startE2eServers, stopOnSignals } from './e2e-run.mjs';

const args = process.argv.slice(2);
if (args.length > 0) {
  const child = spawn('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const servers = startE2eServers();
  stopOnSignals(servers);
  let passed = false;
  try {
    console.log(`e2e: every server ready in ${(await servers.ready).toFixed(0)} s`);
    passed = await runE2eGroups();
  } catch (error) {
    console.error(String(error.message ?? error));
  } finally {
    await servers.stop();
  }
  process.exitCode = passed ? 0 : 1;
}
