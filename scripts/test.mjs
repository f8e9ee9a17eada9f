// `npm test`: every group a reviewer runs, each timed: lint and typecheck side by side, then unit,
// portal, stories, package and e2e one after the other, the e2e servers starting with the first
// groups; a table of the groups' times at the end, passed or not. A failing group ends its lane
// and no later phase starts (what follows would only repeat its cause or hide it), unless
// TEST_KEEP_GOING=1.
//   npm test                      all groups
//   npm test -- unit portal       only those groups (placed as in the plan below)
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
// The plan: phases one after the other, each made of lanes that run side by side, each lane a
// sequence of groups. lint and typecheck side by side (one Node process on one core each, the
// quickest red answer), then each group alone. e2e beside the Vitest groups was tried: on 2 cores
// the e2e groups (four Chromiums, the servers, Keycloak) took the CPU, and unit went from 109 s alone
// to 725 s beside them, for a longer run in all.
const PLAN = [[['lint'], ['typecheck']], [['unit']], [['portal']], [['stories']], [['package']], [['e2e']]];
const phases = PLAN.map((lanes) =>
  lanes.map((lane) => lane.filter((name) => names.includes(name))).filter((lane) => lane.length > 0),
).filter((lanes) => lanes.length > 0);
// Groups asked for that the plan does not place (none today) run alone, at the end, in the order given.
for (const name of names) if (!PLAN.flat(2).includes(name)) phases.push([[name]]);

for (const lanes of phases) {
  const together = lanes.length > 1;
  if (failed && !keepGoing) {
    for (const name of lanes.flat()) rows.push({ name, seconds: 0, cpu: 0, status: 'not run' });
    continue;
  }
  if (together)
    console.log(
      `\n(side by side, each line after its group's name: ${lanes.map((lane) => lane.join(' then ')).join(' | ')})`,
    );
  const phaseStarted = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const phaseRows = [];
  // A lane stops at its first failure (unless TEST_KEEP_GOING=1); a lane already running goes on to
  // its own end: its answer does not depend on the other's.
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) {
        if (failed && !keepGoing) {
          phaseRows.push({ name, seconds: 0, cpu: 0, status: 'not run' });
          continue;
        }
        console.log(`\n=== ${name}: ${GROUPS[name].join(' ')}`);
        const groupStarted = Date.now();
        // e2e's own output already names its groups ([portal], [resilience], [identity]).
        const prefix = together && name !== 'e2e' ? `[${name}] ` : '';
        const code = name === 'e2e' && servers ? await runE2e() : await run(GROUPS[name], prefix);
        const status = code === 0 ? 'passed' : 'failed';
        console.log(`=== ${name} ${status} in ${((Date.now() - groupStarted) / 1000).toFixed(0)} s`);
        phaseRows.push({ name, seconds: (Date.now() - groupStarted) / 1000, cpu: Number.NaN, status });
        if (code !== 0) failed = true;
      }
    }),
  );
  // Side by side, the processes' CPU is known only for the phase as a whole: on its first row, with
  // the phase's wall time.
  phaseRows.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
  phaseRows[0].cpu = childrenCpuSeconds() - cpuBefore;
  phaseRows[0].phaseSeconds = (Date.now() - phaseStarted) / 1000;
  if (together) phaseRows[0].shared = lanes.flat().length;
  rows.push(...phaseRows);
}

await servers?.stop();

const total = (Date.now() - started) / 1000;
const clock = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
const cores = (row) => {
  const seconds = row.phaseSeconds ?? row.seconds;
  if (!(seconds > 0 && Number.isFinite(row.cpu))) return row.status === 'not run' ? '' : 'in the row above';
  return `${(row.cpu / seconds).toFixed(1)} cores${row.shared ? ` (${row.shared} groups)` : ''}`;
};
console.log(
  '\nnpm test, time per group (wall clock; CPU used, in cores on average, for the groups that ran side by side as a whole):',
);
for (const row of rows) {
  const time = row.status === 'not run' ? '' : clock(row.seconds);
  console.log(`  ${row.name.padEnd(10)} ${time.padStart(12)}  ${cores(row).padStart(19)}  ${row.status}`);
}
const cpu = rows.reduce((sum, row) => sum + (Number.isFinite(row.cpu) ? row.cpu : 0), 0);
console.log(
  `  ${'total'.padEnd(10)} ${clock(total).padStart(12)}  ${cores({ seconds: total, cpu }).padStart(19)}  ${failed ? 'failed' : 'passed'}`,
);
process.exitCode = failed ? 1 : 0;
