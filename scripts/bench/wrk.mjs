// Debian's `wrk` (apt-get install -y wrk), run bounded, and what its report says, for the static
// files part of `npm run bench:results-day`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WRK = '/usr/bin/wrk';

/** Whether Debian's wrk is installed. */
export const hasWrk = () => existsSync(WRK);

/**
 * Runs wrk against `url` (closed loop: `connections` connections over 2 threads, each sending its
 * next request when the last is answered) for `seconds`, every request with `headers`, and resolves
 * with its report's text.
 * @param {string} url
 * @param {{ seconds: number, connections: number, headers?: string[] }} options
 * @returns {Promise<string>}
 */
export function runWrk(url, { seconds, connections, headers = [] }) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '--latency'];
  for (const header of headers) args.push('-H', header);
  return new Promise((done, failed) => {
    execFile(WRK, [...args, url], { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (error) failed(new Error(`wrk failed: ${error.message}\n${stderr}`));
      else done(stdout);
    });
  });
}

/**
 * The figures of a wrk 4 report (`--latency`): requests and seconds, requests and bytes per second
 * (bytes as wrk writes them, e.g. `12.34MB`), the latency's average, standard deviation, maximum and
 * percentiles as written (`1.23ms`), socket errors and non-2xx/3xx answers (0 when not reported).
 * @param {string} report
 */
export function parseWrk(report) {
  const match = (pattern) => pattern.exec(report) ?? undefined;
  const done = match(/(\d+) requests in ([\d.]+)(m?s)/);
  const latency = match(/Latency\s+(\S+)\s+(\S+)\s+(\S+)/);
  const socket = match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  /** @type {Record<string, string>} */
  const percentiles = {};
  for (const [, percent, value] of report.matchAll(/^\s+(\d+)%\s+(\S+)$/gm)) percentiles[percent] = value;
  if (!done) throw new Error(`not a wrk report:\n${report}`);
  return {
    requests: Number(done[1]),
    seconds: Number(done[2]) / (done[3] === 'ms' ? 1000 : 1),
    requestsPerSecond: Number(match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    transferPerSecond: match(/Transfer\/sec:\s+(\S+)/)?.[1] ?? '?',
    latency: { average: latency?.[1] ?? '?', stdev: latency?.[2] ?? '?', max: latency?.[3] ?? '?' },
    percentiles,
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx3xx: Number(match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}
