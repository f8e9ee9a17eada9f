// What the parts of `npm run bench:results-day` share: an open-loop step (requests arrive at a fixed
// rate whatever the server does), its quantiles, and the CPU seconds a server's processes used, read
// from /proc (user + system), so a request's cost is measured, not assumed.
import { readFileSync, readdirSync } from 'node:fs';

/**
 * @typedef {{ status: number | string, ms: number }} Answer
 * A request's answer: its HTTP status (0: no answer; a word for what the load generator refused to
 * send) and its latency in milliseconds.
 */

/**
 * Fires `send(n)` `rate` times per second for `ms` milliseconds (open loop: arrivals never wait for
 * answers), then waits for every answer. Returns them with the seconds from the first arrival to
 * the last answer.
 * @template {Answer} T
 * @param {number} rate
 * @param {number} ms
 * @param {(n: number) => Promise<T>} send
 * @returns {Promise<{ results: T[], elapsed: number }>}
 */
export async function offer(rate, ms, send) {
  const answers = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < ms) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) answers.push(send(sent));
    await new Promise((wait) => setTimeout(wait, 5));
  }
  const results = await Promise.all(answers);
  return { results, elapsed: (performance.now() - started) / 1000 };
}

/**
 * The `q` quantile of ascending `sorted` (NaN when empty).
 * @param {number[]} sorted
 * @param {number} q
 */
export const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

/**
 * What a step's answers say: 200s per second, p50 and p99 of the 200s, the count of each status,
 * and whether the step held (every request answered 200, p99 under 1 s).
 * @param {Answer[]} results
 * @param {number} elapsed seconds
 */
export function summarise(results, elapsed) {
  const ok = results.filter((result) => result.status === 200);
  const latencies = ok.map((result) => result.ms).sort((a, b) => a - b);
  const p99 = quantile(latencies, 0.99);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  return {
    served: ok.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99,
    statuses,
    errors: results.length - ok.length,
    held: results.length > 0 && ok.length === results.length && p99 < 1000,
  };
}

const USER_HZ = 100; // Linux's clock ticks per second in /proc/<pid>/stat

/**
 * The fields of /proc/<pid>/stat after the command name (state first: ppid is [1], utime [11],
 * stime [12]) and the command name itself; undefined when the process is gone.
 * @param {string | number} pid
 */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(') ');
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return undefined;
  }
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/**
 * CPU seconds (user + system) the processes `pidList` used so far (a process gone counts 0).
 * @param {Array<string | number>} pidList
 */
export function cpuSecondsOf(pidList) {
  let total = 0;
  for (const pid of pidList) {
    const fields = stat(pid)?.fields;
    if (fields) total += (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  }
  return total;
}

/**
 * CPU seconds (user + system) of every process whose command line names `marker`.
 * @param {string} marker
 */
export function cpuSecondsOfMarker(marker) {
  return cpuSecondsOf(
    pids().filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false; // gone meanwhile
      }
    }),
  );
}

/**
 * `root` and every process under it (children, their children…), optionally only those whose
 * command name is `comm` (e.g. nginx's master and workers under the script that started them).
 * @param {number} root
 * @param {string} [comm]
 * @returns {string[]}
 */
export function processTree(root, comm) {
  const parents = new Map();
  const names = new Map();
  for (const pid of pids()) {
    const info = stat(pid);
    if (!info) continue;
    parents.set(pid, info.fields[1]);
    names.set(pid, info.comm);
  }
  const tree = new Set([String(root)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].filter((pid) => comm === undefined || names.get(pid) === comm);
}
