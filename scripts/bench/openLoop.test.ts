import { describe, expect, it } from 'vitest';
import { cpuSecondsOf, offer, processTree, quantile, summarise } from './openLoop.mjs';

describe('an open-loop step of bench:results-day', () => {
  it('offers its arrivals at the rate asked, without waiting for the answers', async () => {
    let answered = 0;
    let sentUnanswered = 0;
    const { results } = await offer(100, 300, (n) => {
      if (answered === 0) sentUnanswered += 1;
      // Answers slower than the arrivals: a closed loop would have sent one before the first came.
      return new Promise<{ status: number; ms: number; n: number }>((answer) =>
        setTimeout(() => {
          answered += 1;
          answer({ status: 200, ms: 200, n });
        }, 200),
      );
    });
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(results.length).toBeLessThanOrEqual(30);
    expect(sentUnanswered).toBeGreaterThan(5);
  });

  it('holds only when every request is answered 200 with p99 under 1 s', () => {
    const fast = Array.from({ length: 100 }, (_, i) => ({ status: 200, ms: 10 + i }));
    expect(summarise(fast, 10)).toMatchObject({ served: 10, p50: 60, p99: 109, errors: 0, held: true });
    const oneRefused = [...fast.slice(1), { status: 503, ms: 5 }];
    expect(summarise(oneRefused, 10)).toMatchObject({
      statuses: { 200: 99, 503: 1 },
      errors: 1,
      held: false,
    });
    const slowTail = [...fast.slice(2), { status: 200, ms: 1500 }, { status: 200, ms: 1600 }];
    expect(summarise(slowTail, 10)).toMatchObject({ p99: 1600, held: false });
    expect(summarise([], 10).held).toBe(false);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('reads a process tree and its CPU seconds from /proc', () => {
    expect(processTree(process.pid)).toContain(String(process.pid));
    expect(processTree(process.pid, 'no-such-command')).toEqual([]);
    let spin = 0;
    for (let i = 0; i < 2e7; i += 1) spin += i;
    expect(spin).toBeGreaterThan(0);
    expect(cpuSecondsOf([process.pid])).toBeGreaterThan(0);
    expect(cpuSecondsOf([2 ** 30])).toBe(0);
  });
});
