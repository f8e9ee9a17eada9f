// Counts sequential round trips from request timings (used by the login journey of the bench).

/**
 * Sequential round trips: a request depends on every request that had finished when it started;
 * its depth is one more than the deepest of those. Requests started together share a depth.
 */
export function roundTrips(entries) {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  for (const entry of sorted) {
    const before = sorted.filter(
      (other) => other !== entry && other.end !== undefined && other.end <= entry.start,
    );
    entry.depth = 1 + Math.max(0, ...before.map((other) => other.depth ?? 0));
  }
  return Math.max(0, ...sorted.map((entry) => entry.depth ?? 0));
}
