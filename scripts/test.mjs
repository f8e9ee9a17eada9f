// `npm test`: every group a reviewer runs, each timed, about three at a time (PLAN below), the e2e
// servers starting with the first groups; a table of the groups' times at the end, passed or not. A
// group starts once the groups it comes after have passed; after a failure nothing new starts (what
// follows would only repeat its cause or hide it), unless TEST_KEEP_GOING=1.
//   npm test                      all groups
//   npm test -- unit portal       only those groups (placed as in the plan below)
// The groups (README, « Tests »): lint, typecheck, unit, portal, stories, package, keycloak, cluster,
// e2e.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  childrenCpuSeconds,
  cpuGroupSeconds,
  inCpuGroup,
  joinCpuGroup,
  leaveCpuGroups,
  machineCpuSeconds,
  makeCpuGroup,
  readTimes,
  removeCpuGroup,
  rowCpuGroup,
  timedCommand,
} from './cpu.mjs';
import { CPU_DIR, e2eGroups, runE2eGroups, startE2eServers, stopOnSignals } from './e2e-run.mjs';
import { GROUPS } from './test-groups.mjs';

const quote = (part) => (/^[\w@./=:,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`);

/**
 * Runs a group's command, its output written line by line after `prefix` (groups run side by
 * side). Resolves with its exit code and the CPU seconds it used (scripts/cpu.mjs).
 */
function run(name, [command, ...args], prefix) {
  const times = `${CPU_DIR}/${name}.times`;
  return new Promise((resolve) => {
    const line = inCpuGroup(timedCommand([command, ...args].map(quote).join(' '), times), rowCpuGroup(name));
    const child = spawn('sh', ['-c', line], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (text) => out.write(`${prefix}${text}\n`));
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), cpu: readTimes(times) }));
    child.on('error', () => resolve({ code: 1, cpu: Number.NaN }));
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
// The run is CPU-bound: vmstat every 5 s through a clean clone's run found the 2 cores 93 to 97 %
// busy (about 2,700 CPU seconds in 23 min), so another order only moves the waiting; a shorter run
// needs less work (the table at the end says where it goes). The same work costs different machines
// of the same kind up to twice as much: 1,409 to 1,628 CPU seconds (12 min 39 s to 14 min 33 s) on
// one, 2,881 (25 min 33 s, with the cluster group) on another a day later, whose single groups
// alone cost about what they did before.
/** @type {Record<string, string[]>} */
const PLAN = {
  lint: [],
  typecheck: [],
  unit: ['lint'],
  package: ['unit'],
  portal: ['typecheck'],
  stories: ['portal'],
  keycloak: ['lint', 'typecheck'],
  cluster: ['keycloak'],
  e2e: ['unit', 'package', 'portal', 'stories'],
};
const after = (name) => (PLAN[name] ?? []).filter((other) => names.includes(other));

/** @type {Map<string, { name: string, seconds: number, cpu: number, serverCpu?: () => number, status: 'passed' | 'failed' | 'not run', flaky?: number }>} */
const rows = new Map();
// The run's own cgroup where the machine allows it (scripts/cpu.mjs): a sub-group per group, whose
// figure counts everything it started, browsers included; this process and what it starts itself
// (the e2e shared build) in `rest`. Every process of the run inherits the variable.
const runCpuGroup = makeCpuGroup(`npm-test-${process.pid}`);
if (runCpuGroup) {
  process.env.NPM_TEST_CPU_GROUP = runCpuGroup;
  joinCpuGroup(rowCpuGroup('rest'));
}
const started = Date.now();
const machineAtStart = machineCpuSeconds();
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
  const cpu = () => groups.reduce((sum, group) => sum + servers.cpu(group.name), 0);
  try {
    const waited = Date.now();
    const seconds = await servers.ready(groups.map((group) => group.name));
    console.log(
      `${name}: its servers ready ${seconds.toFixed(0)} s after the start (waited ${((Date.now() - waited) / 1000).toFixed(0)} s here)`,
    );
    const { passed, flaky, cpu: runners } = await runE2eGroups(groups);
    // Their servers are done: what still runs gets the cores (two Keycloak nodes and PostgreSQL
    // for the keycloak group).
    await servers.stopGroups(groups.map((group) => group.name));
    return { code: passed ? 0 : 1, flaky, cpu: runners, servers: cpu };
  } catch (error) {
    console.error(String(error.message ?? error));
    return { code: 1, cpu: Number.NaN, servers: cpu };
  }
}

// Several groups run at once: each line of their output is written after its group's name.
mkdirSync(CPU_DIR, { recursive: true });
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
    const {
      code,
      cpu,
      flaky,
      servers: serverCpu,
    } = e2e ? await runE2e(name) : await run(name, GROUPS[name], `[${name}] `);
    const status = code === 0 ? 'passed' : 'failed';
    console.log(`=== ${name} ${status} in ${((Date.now() - groupStarted) / 1000).toFixed(0)} s`);
    rows.set(name, { name, seconds: (Date.now() - groupStarted) / 1000, cpu, serverCpu, status, flaky });
    if (code !== 0) failed = true;
  })();
  running.set(name, done);
  return done;
}
await Promise.all(names.map(schedule));
// Read before the servers stop: a server stopped is not waited for by this process (its CPU is
// read from /proc just before, scripts/e2e-run.mjs), one that shuts down gracefully would count twice.
const reaped = childrenCpuSeconds();
const machine = machineCpuSeconds();
await servers?.stop();

const total = (Date.now() - started) / 1000;
// Rounded once, then split: 179.6 s is « 3 min 00 s », not « 2 min 60 s ».
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
const cpuSeconds = (seconds) => (Number.isFinite(seconds) ? `${seconds.toFixed(0)} s` : '');
// What a group's cgroup counted: everything it started, browsers' renderers and servers included.
const whole = (name) => cpuGroupSeconds(runCpuGroup && `${runCpuGroup}/${name}`);
console.log(
  `\nnpm test, per group: wall clock (side by side as planned), CPU (its commands, then its e2e servers)${runCpuGroup ? ' and all the CPU of what it started (its cgroup: browsers included)' : ''}:`,
);
let listed = 0;
let serversCpu = 0;
for (const name of names) {
  const row = rows.get(name);
  if (!row) continue;
  const time = row.status === 'not run' ? '' : clock(row.seconds);
  const own = row.serverCpu?.() ?? Number.NaN;
  if (Number.isFinite(row.cpu)) listed += row.cpu;
  if (Number.isFinite(own)) serversCpu += own;
  const cpu = `${cpuSeconds(row.cpu)}${Number.isFinite(own) ? ` + ${cpuSeconds(own)}` : ''}`;
  console.log(
    `  ${name.padEnd(10)} ${time.padStart(12)}  ${cpu.padStart(15)}  ${cpuSeconds(whole(name)).padStart(7)}  ${row.status}${row.flaky ? ` (${row.flaky} flaky: passed on a retry, named above)` : ''}`,
  );
}
const cpu = reaped + (servers?.cpu() ?? 0);
// The e2e builds (shared and Keycloak's portal) and the servers' start-up checks are in no group.
const rest = cpu - listed - serversCpu;
if (rest >= 1)
  console.log(
    `  ${'the rest'.padEnd(10)} ${''.padStart(12)}  ${cpuSeconds(rest).padStart(15)}  ${cpuSeconds(whole('rest')).padStart(7)}`,
  );
console.log(
  `  ${'total'.padEnd(10)} ${clock(total).padStart(12)}  ${cpuSeconds(cpu).padStart(15)}  ${cpuSeconds(cpuGroupSeconds(runCpuGroup)).padStart(7)}  ${failed ? 'failed' : 'passed'}`,
);
// The groups' own figures count what their processes waited for; the cgroups and the machine count
// everything (the machine: also what else ran meanwhile).
const busy = machine.busy - machineAtStart.busy;
const available = machine.all - machineAtStart.all;
console.log(
  `  the machine was busy ${cpuSeconds(busy)} of ${cpuSeconds(available)} CPU (${((100 * busy) / available).toFixed(0)} %, ${(busy / total).toFixed(1)} cores on average)`,
);
leaveCpuGroups();
removeCpuGroup(runCpuGroup);
process.exitCode = failed ? 1 : 0;
