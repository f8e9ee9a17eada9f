// `npm test`: every group a reviewer runs, each timed, about three at a time (PLAN below), the e2e
// servers starting with the first groups; a table of the groups' times at the end, passed or not. A
// group starts once the groups it comes after have passed; after a failure nothing new starts (what
// follows would only repeat its cause or hide it), unless TEST_KEEP_GOING=1.
//   npm test                      all groups
//   npm test -- unit portal       only those groups (placed as in the plan below)
// The groups (README, « Tests »): lint, typecheck, unit, portal, stories, package, keycloak, e2e.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { e2eGroups, runE2eGroups, startE2eServers, stopOnSignals } from './e2e-run.mjs';
import { GROUPS } from './test-groups.mjs';

/**
 * CPU seconds used by the processes this one has waited for (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s), so each group's CPU can be told from its wall time: a group that
 * uses far less than 2 cores × its time is waiting, and could share the machine with another.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs a group's command. `prefix`: its output is written line by line after that prefix (groups
 * that run side by side), instead of straight to the terminal.
 */
function run([command, ...args], prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`Unknown group(s): ${unknown.join(', ')}. Groups: ${Object.keys(GROUPS).join(', ')}.`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(GROUPS);
const keepGoing = process.env.TEST_KEEP_GOING === '1';

// The plan: each group starts once the groups it comes after (those asked for) have ended, so that
// about three run at a time on 2 cores: most of them wait on a browser, a server or a time limit
// (alone, each used 0.7 to 1.1 cores on average). lint and typecheck first, side by side (the
// quickest red answer); then two lanes of Vitest groups, and the real Keycloak's tests, whose
// server started with the first groups; the other e2e groups (seven Chromiums at once) last.
// e2e beside the Vitest groups was tried with every e2e group at once: unit went from 109 s alone
// to 725 s beside them, for a longer run in all. Measured with this plan in a clean clone on an idle
// 2-core machine: 19 min 34 s and 22 min 54 s (was 26 min 07 s in phases), the critical path lint, unit (5 min 17 s
// beside portal, stories and keycloak; 1 min 49 s alone), package, then e2e (7 min 50 s).
/** @type {Record<string, string[]>} */
const PLAN = {
  lint: [],
  typecheck: [],
  unit: ['lint'],
  package: ['unit'],
  portal: ['typecheck'],
  stories: ['portal'],
  keycloak: ['lint', 'typecheck'],
  e2e: ['unit', 'package', 'portal', 'stories'],
};
const after = (name) => (PLAN[name] ?? []).filter((other) => names.includes(other));

/** @type {Map<string, { name: string, seconds: number, cpu: number, status: 'passed' | 'failed' | 'not run' }>} */
const rows = new Map();
const started = Date.now();
let failed = false;

// The e2e servers (the shared build, the Keycloak portal's build, Keycloak, the sandboxes) start
// with the first groups, so they are ready when the e2e groups come.
const e2eNames = ['e2e', 'keycloak'].filter((name) => names.includes(name));
const servers = e2eNames.length > 0 ? startE2eServers(e2eGroupsOf(e2eNames)) : null;
if (servers) stopOnSignals(servers);

/** The e2e groups (scripts/e2e-run.mjs) of `keycloak` (the identity group) or `e2e` (all others). */
function e2eGroupsOf(groupNames) {
  return e2eGroups().filter((group) => groupNames.includes(group.name === 'identity' ? 'keycloak' : 'e2e'));
}

/** An e2e group of `npm test` against the servers started above. */
async function runE2e(name) {
  const groups = e2eGroupsOf([name]);
  try {
    const waited = Date.now();
    const seconds = await servers.ready(groups.map((group) => group.name));
    console.log(
      `${name}: its servers ready ${seconds.toFixed(0)} s after the start (waited ${((Date.now() - waited) / 1000).toFixed(0)} s here)`,
    );
    return (await runE2eGroups(groups)) ? 0 : 1;
  } catch (error) {
    console.error(String(error.message ?? error));
    return 1;
  }
}

// Several groups run at once: each line of their output is written after its group's name.
let lastCpu = childrenCpuSeconds();
/** @type {Map<string, Promise<void>>} */
const running = new Map();
/** Runs `name` once what it comes after has ended; a group after a failure is not run (unless TEST_KEEP_GOING=1). */
function schedule(name) {
  if (running.has(name)) return running.get(name);
  const done = (async () => {
    await Promise.all(after(name).map(schedule));
    if (failed && !keepGoing) {
      rows.set(name, { name, seconds: 0, cpu: Number.NaN, status: 'not run' });
      return;
    }
    console.log(`\n=== ${name}: ${GROUPS[name].join(' ')}`);
    const groupStarted = Date.now();
    const e2e = e2eNames.includes(name) && servers;
    const code = e2e ? await runE2e(name) : await run(GROUPS[name], `[${name}] `);
    // The CPU of the processes reaped since the last group ended: this group's, but for the e2e
    // groups, whose servers are reaped at the end (and counted in the total).
    const cpu = childrenCpuSeconds();
    const own = e2e ? Number.NaN : cpu - lastCpu;
    lastCpu = cpu;
    const status = code === 0 ? 'passed' : 'failed';
    console.log(`=== ${name} ${status} in ${((Date.now() - groupStarted) / 1000).toFixed(0)} s`);
    rows.set(name, { name, seconds: (Date.now() - groupStarted) / 1000, cpu: own, status });
    if (code !== 0) failed = true;
  })();
  running.set(name, done);
  return done;
}
await Promise.all(names.map(schedule));
await servers?.stop();

const total = (Date.now() - started) / 1000;
const clock = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
const cores = (cpu, seconds) =>
  seconds > 0 && Number.isFinite(cpu) ? `${(cpu / seconds).toFixed(1)} cores` : '';
console.log(
  '\nnpm test, time per group (wall clock, side by side as planned; CPU used, in cores on average):',
);
for (const name of names) {
  const row = rows.get(name);
  if (!row) continue;
  const time = row.status === 'not run' ? '' : clock(row.seconds);
  console.log(
    `  ${name.padEnd(10)} ${time.padStart(12)}  ${cores(row.cpu, row.seconds).padStart(11)}  ${row.status}`,
  );
}
const cpu = childrenCpuSeconds();
console.log(
  `  ${'total'.padEnd(10)} ${clock(total).padStart(12)}  ${cores(cpu, total).padStart(11)}  ${failed ? 'failed' : 'passed'}`,
);
process.exitCode = failed ? 1 : 0;
