// CPU seconds per group of `npm test` (Linux /proc), so each group's cost can be told apart while
// groups run side by side: on 2 cores the whole run is CPU-bound (under 5 % idle through a clean
// clone's run), so a group's wall time says little of what it costs the others.
import { readdirSync, readFileSync } from 'node:fs';

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
