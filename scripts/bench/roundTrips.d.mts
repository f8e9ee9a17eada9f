export interface TimedRequest {
  start: number;
  end?: number;
  depth?: number;
}
/** Sets `depth` on each request and returns the deepest: the number of sequential round trips. */
export function roundTrips(entries: TimedRequest[]): number;
