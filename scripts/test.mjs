// `npm test`: every group a reviewer runs, each timed (lint and typecheck side by side, then the
// others one after the other, the e2e servers starting with the first); a table of the groups'
// times at the end, passed or not. The first failing group ends the run (what follows would only
// repeat its cause or hide it), unless TEST_KEEP_GOING=1.
//   npm test                      all groups
//   npm test -- unit portal       only those groups, in the order given
// The groups (README, « Tests »): lint, typecheck, unit, portal, stories, package, e2e.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { runE2eGroups, startE2eServers, stopOnSignals } from './e2e-run.mjs';
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

/** @type {{ name: string, seconds: number, cpu: number, status: 'passed' | 'failed' | 'not run' }[]} */
const rows = [];
const started = Date.now();
let failed = false;

// The e2e servers (four portal builds, Keycloak, the sandboxes) start with the first group: lint and
// typecheck leave a core free, and the servers are ready when the e2e group comes.
const servers = names.includes('e2e') ? startE2eServers() : null;
if (servers) stopOnSignals(servers);
/** The e2e group against the servers started above (scripts/e2e-run.mjs). */
async function runE2e() {
  try {
    const waited = Date.now();
    const seconds = await servers.ready;
    console.log(
      `e2e: every server ready ${seconds.toFixed(0)} s after the start (waited ${((Date.now() - waited) / 1000).toFixed(0)} s here)`,
    );
    return (await runE2eGroups()) ? 0 : 1;
  } catch (error) {
    console.error(String(error.message ?? error));
    return 1;
  } finally {
    await servers.stop();
  }
}
// Groups that run side by side when both are asked: each is one Node process on one core (ESLint,
// prettier, knip; tsc -b), and neither measures time.
const SIDE_BY_SIDE = ['lint', 'typecheck'];
const stages = [];
for (const name of names) {
  const previous = stages.at(-1);
  if (previous && SIDE_BY_SIDE.includes(name) && previous.every((other) => SIDE_BY_SIDE.includes(other)))
    previous.push(name);
  else stages.push([name]);
}
for (const stage of stages) {
  if (failed && !keepGoing) {
    for (const name of stage) rows.push({ name, seconds: 0, cpu: 0, status: 'not run' });
    continue;
  }
  const together = stage.length > 1;
  for (const name of stage) console.log(`\n=== ${name}: ${GROUPS[name].join(' ')}`);
  if (together) console.log(`(${stage.join(' and ')} side by side, each line after its name)`);
  const stageStarted = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const stageRows = await Promise.all(
    stage.map(async (name) => {
      const code =
        name === 'e2e' && servers ? await runE2e() : await run(GROUPS[name], together ? `[${name}] ` : '');
      return {
        name,
        seconds: (Date.now() - stageStarted) / 1000,
        cpu: Number.NaN,
        status: code === 0 ? 'passed' : 'failed',
      };
    }),
  );
  // A stage's CPU is known as a whole (the processes it waited for): on its first row.
  stageRows[0].cpu = childrenCpuSeconds() - cpuBefore;
  if (together) stageRows[0].shared = stage.length;
  rows.push(...stageRows);
  if (stageRows.some((row) => row.status === 'failed')) failed = true;
}

await servers?.stop();

const total = (Date.now() - started) / 1000;
const clock = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
const cores = (row) => {
  if (!(row.seconds > 0 && Number.isFinite(row.cpu)))
    return row.status === 'not run' ? '' : 'in the row above';
  return `${(row.cpu / row.seconds).toFixed(1)} cores${row.shared ? ` (${row.shared} groups)` : ''}`;
};
console.log('\nnpm test, time per group (wall clock; CPU used, in cores on average):');
for (const row of rows) {
  const time = row.status === 'not run' ? '' : clock(row.seconds);
  console.log(`  ${row.name.padEnd(10)} ${time.padStart(12)}  ${cores(row).padStart(19)}  ${row.status}`);
}
const cpu = rows.reduce((sum, row) => sum + (Number.isFinite(row.cpu) ? row.cpu : 0), 0);
console.log(
  `  ${'total'.padEnd(10)} ${clock(total).padStart(12)}  ${cores({ seconds: total, cpu }).padStart(19)}  ${failed ? 'failed' : 'passed'}`,
);
process.exitCode = failed ? 1 : 0;
