// The one portal build the e2e servers share (scripts/e2e-servers.mjs): built as production builds
// it (API and identity provider on the page's own origin, DPoP on), and served by nginx and by each
// group's own server, which forwards /api/ and /realms/ to that group's sandbox. One build instead of
// one per group: each took about 40 s of a core on its own, 1 min 35 s when five ran at once.
//   node scripts/e2e-build.mjs <outDir under apps/portal>
// Several servers may ask for it at once (Playwright starts its web servers one after the other, but
// a run of scripts/e2e-run.mjs asks once): the first builds under a lock, the others wait, and a build
// already made for this run (E2E_BUILD_STAMP, set once per run) is not made again.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The environment of the shared build: what deploy/ serves, with the e2e's 8 s request limit (20 s
 * by default): short, so slow-server faults are tested quickly, but above what a call takes on 2
 * cores shared by every e2e group (at 5 s, a clean clone's run once saw the dashboard's programme
 * call time out with no fault injected).
 */
export const SHARED_BUILD_ENV = {
  PORTAL_API_BASE_URL: '/',
  PORTAL_IDENTITY_BASE_URL: '/',
  PORTAL_DPOP: 'on',
  PORTAL_REQUEST_TIMEOUT_MS: '8000',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that took `lock` still runs (a lock just made, its pid not yet written, does). */
function holderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
}

/**
 * Builds apps/portal/<outDir> unless this run's stamp is already in it. Resolves once it is there.
 * The build's output goes to `log` ('inherit', or a file descriptor).
 * @param {string} outDir
 * @param {string} stamp
 * @param {'inherit' | number} [log]
 */
export async function sharedBuild(outDir, stamp, log = 'inherit') {
  const dir = join('apps/portal', outDir);
  const lock = `${dir}.lock`;
  const stampFile = join(dir, '.e2e-stamp');
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // A lock left by a build that was killed (its process gone) is taken over.
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} still held after 10 minutes`);
      else await sleep(500);
    }
  }
  try {
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
    const child = spawn('npm', ['run', 'build', '-w', '@admission/portal', '--', '--outDir', outDir], {
      stdio: ['ignore', log, log],
      env: { ...process.env, ...SHARED_BUILD_ENV },
    });
    const code = await new Promise((resolve) => {
      child.on('exit', (status, signal) => resolve(status ?? signal));
      child.on('error', (error) => resolve(error.message));
    });
    if (code !== 0) throw new Error(`the shared e2e build failed (${code})`);
    writeFileSync(stampFile, stamp);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: node scripts/e2e-build.mjs <outDir under apps/portal>');
    process.exit(2);
  }
  await sharedBuild(outDir, process.env.E2E_BUILD_STAMP ?? String(Date.now()));
}
