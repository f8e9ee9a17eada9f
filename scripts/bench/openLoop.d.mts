/** A request's answer: its HTTP status (0: no answer) and its latency in milliseconds. */
export interface Answer {
  status: number | string;
  ms: number;
}
/** Fires `send(n)` `rate` times per second for `ms` milliseconds (open loop), then waits for every answer. */
export function offer<T extends Answer>(
  rate: number,
  ms: number,
  send: (n: number) => Promise<T>,
): Promise<{ results: T[]; elapsed: number }>;
/** The `q` quantile of ascending `sorted` (NaN when empty). */
export function quantile(sorted: number[], q: number): number;
export interface Summary {
  served: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  held: boolean;
}
/** What a step's answers say; `held`: every request answered 200, p99 under 1 s. */
export function summarise(results: Answer[], elapsed: number): Summary;
/** CPU seconds (user + system) the processes used so far. */
export function cpuSecondsOf(pidList: Array<string | number>): number;
/** CPU seconds (user + system) of every process whose command line names `marker`. */
export function cpuSecondsOfMarker(marker: string): number;
/** `root` and every process under it, optionally only those whose command name is `comm`. */
export function processTree(root: number, comm?: string): string[];
