import { describe, expect, it } from 'vitest';
import { simulate } from './overload.mjs';

// The no-retry-storm simulation as npm run bench:overload runs it: 2,000 candidates with the
// portal's real loginMachine against a token endpoint that answers 503 above its capacity, through
// a drop of that capacity and its return (docs/behaviour.md, deviation 67).
describe('« Forte affluence » under a capacity drop (simulated time)', () => {
  it.each([
    ['with the Retry-After: 10 that nginx and the sandbox send', 10],
    ['without a Retry-After (no answer, or a server that sends none)', null],
  ])(
    '%s: the offered load stays below 1.3 × the demand and every candidate is served',
    async (_, retryAfterSeconds) => {
      const result = await simulate({ retryAfterSeconds });
      // Measured 1.16 and 1.27 (docs/behaviour.md); the first rule (2 s base, Retry-After alone) gave 1.37 and 1.71.
      expect(result.served).toBe(2_000);
      expect(result.ratio).toBeLessThan(1.3);
      expect(result.requests).toBeGreaterThan(2_000);
      expect(result.manualResubmits).toBe(0);
      expect(result.p99Ms).toBeLessThan(60_000);
    },
  );

  it('without the drop, nobody is refused and nobody waits', async () => {
    const result = await simulate({ candidates: 200, capacity: 8, droppedCapacity: 8 });
    expect(result.refused).toBe(0);
    expect(result.ratio).toBe(1);
    expect(result.p99Ms).toBe(150);
  });
});
