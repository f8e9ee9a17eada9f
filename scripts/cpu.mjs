// CPU seconds per group of `npm test` (Linux /proc), so each group's cost can be told apart while
// groups run side by side: on 2 cores the whole run is CPU-bound (under 5 % idle through a clean
// clone's run), so a group's wall time says little of what it costs the others.
import {
  accessSync,
  constants,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';

// Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux this runs on).
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command's name (field 3, the state, is index 0). */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/**
 * The whole machine's CPU seconds so far (/proc/stat): busy (all but idle and I/O wait) and in all,
 * summed over its cores. What a group's figures miss (below) is in the difference of two readings.
 */
export function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const all = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (all - idle) / TICKS, all: all / TICKS };
  } catch {
    return { busy: Number.NaN, all: Number.NaN };
  }
}

/**
 * CPU seconds used by the processes this one has waited for (cutime and cstime). A process counts
 * only what it waited for: a child orphaned when its parent was killed (a browser's renderer, a
 * server's worker) is counted nowhere.
 */
export function childrenCpuSeconds() {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS : Number.NaN;
}

/**
 * CPU seconds of the live processes of process group `pgid` (a server started detached), with
 * what their children used before they were waited for: read just before the group is stopped.
 */
export function processGroupCpuSeconds(pgid) {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (!fields || Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS;
}

/**
 * `command` (a shell command line) followed by the shell's `times` written to `file`: the user and
 * system seconds of everything the command ran and waited for. Its exit code is the command's.
 */
export function timedCommand(command, file) {
  return `${command}; code=$?; times > '${file}'; exit $code`;
}

/** The seconds `timedCommand` wrote to `file` (its second line: the children's user and system time). */
export function readTimes(file) {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
      0,
    );
  } catch {
    return Number.NaN;
  }
}

// Where the kernel counts the CPU of a whole process tree (cgroup v1's cpuacct controller), browsers'
// renderers and orphans included: `npm test` makes one cgroup per group under its own when the
// machine lets it (root on a CI machine), and its table then says what each group really cost.
const CPUACCT = '/sys/fs/cgroup/cpuacct';

/**
 * Makes the cgroup `name` under cpuacct and returns its path, or null where there is no cpuacct
 * controller or no right to write it (the table then has the other figures only).
 * @param {string} name
 */
export function makeCpuGroup(name) {
  const path = `${CPUACCT}/${name}`;
  try {
    mkdirSync(path, { recursive: true });
    accessSync(`${path}/cgroup.procs`, constants.W_OK);
    return path;
  } catch {
    return null;
  }
}

/**
 * `command` run inside the cgroup `group` (a path from makeCpuGroup, or null: as it is). The shell
 * moves itself in first; what it starts is counted there too.
 * @param {string} command @param {string | null} group
 */
export function inCpuGroup(command, group) {
  return group ? `echo $$ > '${group}/cgroup.procs' 2>/dev/null; ${command}` : command;
}

/** CPU seconds used in cgroup `group` and its sub-groups so far (NaN without one). @param {string | null} group */
export function cpuGroupSeconds(group) {
  if (!group) return Number.NaN;
  try {
    return Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e9;
  } catch {
    return Number.NaN;
  }
}

/** Removes the cgroup `group` and its sub-groups once they are empty (errors ignored). @param {string | null} group */
export function removeCpuGroup(group) {
  if (!group) return;
  try {
    for (const entry of readdirSync(group, { withFileTypes: true })) {
      if (entry.isDirectory()) removeCpuGroup(`${group}/${entry.name}`);
    }
    rmdirSync(group);
  } catch {
    // A process still inside, or no cgroup at all.
  }
}

/**
 * The cgroup of `npm test`'s table row `row` (a group's name), under the run's own cgroup that
 * scripts/test.mjs names in NPM_TEST_CPU_GROUP; null when there is none.
 * @param {string} row
 */
export function rowCpuGroup(row) {
  const root = process.env.NPM_TEST_CPU_GROUP;
  return root ? makeCpuGroup(`${root.slice(CPUACCT.length + 1)}/${row}`) : null;
}

/** Moves this process (all its threads) into cgroup `group`: what it starts afterwards is counted there. */
export function joinCpuGroup(group) {
  if (!group) return;
  try {
    writeFileSync(`${group}/cgroup.procs`, String(process.pid));
  } catch {
    // Counted where it was.
  }
}

/** Moves this process back to the top cgroup, so the run's own can be removed. */
export function leaveCpuGroups() {
  joinCpuGroup(CPUACCT);
}
