export const WRK: string;
/** Whether Debian's wrk is installed. */
export function hasWrk(): boolean;
/** Runs wrk bounded against `url` and resolves with its report's text. */
export function runWrk(
  url: string,
  options: { seconds: number; connections: number; headers?: string[] },
): Promise<string>;
export interface WrkFigures {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** As wrk writes it, e.g. `12.34MB`. */
  transferPerSecond: string;
  latency: { average: string; stdev: string; max: string };
  /** `50`, `75`, `90`, `99`: the latency as wrk writes it. */
  percentiles: Record<string, string>;
  socketErrors: number;
  non2xx3xx: number;
}
/** The figures of a wrk 4 report (`--latency`). */
export function parseWrk(report: string): WrkFigures;
