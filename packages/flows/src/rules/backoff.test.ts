import { describe, expect, it } from 'vitest';
import type { ApiError } from '@admission/api-client';
import {
  BUSY_BASE_MS,
  BUSY_CAP_MS,
  BUSY_LONGEST_MS,
  BUSY_RETRY_AFTER_MAX_MS,
  BUSY_TRIES,
  busyDelayMs,
  canRetryOverloaded,
  isBusy,
  nextBusyRetry,
  retryAfterMs,
  type BusyRetry,
} from './backoff';

const NOW = Date.parse('2026-07-10T08:00:00Z');
const unavailable: ApiError = { kind: 'http', status: 503 };

describe('busy calls (« Forte affluence »)', () => {
  it.each<[ApiError, boolean]>([
    [{ kind: 'http', status: 503 }, true],
    [{ kind: 'http', status: 429, code: 'x' }, true],
    [{ kind: 'network' }, true],
    [{ kind: 'timeout' }, true],
    [{ kind: 'http', status: 500 }, false],
    [{ kind: 'http', status: 401, code: 'invalid_grant' }, false],
    [{ kind: 'rejected' }, false],
    [{ kind: 'badResponse', reason: 'x' }, false],
    [{ kind: 'unauthorized' }, false],
  ])('%j is busy: %s', (error, busy) => {
    expect(isBusy(error)).toBe(busy);
  });

  it('the loads retry only an answered 503 or 429, not a call that got no answer', () => {
    expect(canRetryOverloaded({ kind: 'http', status: 429 }, null)).toBe(true);
    expect(canRetryOverloaded({ kind: 'timeout' }, null)).toBe(false);
    expect(canRetryOverloaded({ kind: 'network' }, null)).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    expect(retryAfterMs('12', NOW)).toBe(12_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
    expect(retryAfterMs(new Date(NOW + 45_000).toUTCString(), NOW)).toBe(45_000);
    expect(retryAfterMs(new Date(NOW - 45_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs(undefined, NOW)).toBeNull();
    expect(retryAfterMs('', NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('-3', NOW)).toBeNull();
  });

  it('draws the wait within [0, base × 2^(n-1)), capped', () => {
    const highest = () => 0.999_999;
    expect(busyDelayMs(1, null, () => 0)).toBe(0);
    expect(busyDelayMs(1, null, highest)).toBe(BUSY_BASE_MS - 1);
    expect(busyDelayMs(2, null, highest)).toBe(2 * BUSY_BASE_MS - 1);
    expect(busyDelayMs(3, null, highest)).toBe(4 * BUSY_BASE_MS - 1);
    expect(busyDelayMs(4, null, highest)).toBe(BUSY_CAP_MS - 1);
    expect(busyDelayMs(5, null, highest)).toBe(BUSY_CAP_MS - 1);
    expect(busyDelayMs(40, null, highest)).toBe(BUSY_CAP_MS - 1);
    expect(busyDelayMs(3, null, () => 0.5)).toBe(2 * BUSY_BASE_MS);
  });

  it('jitters over the whole range: 1,000 draws of a seeded random stay in bounds and spread', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const draws = Array.from({ length: 1_000 }, () => busyDelayMs(4, null, random));
    const ceiling = Math.min(BUSY_CAP_MS, 8 * BUSY_BASE_MS);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(ceiling);
    // Full jitter: both halves of the range are drawn, about as often.
    const low = draws.filter((d) => d < ceiling / 2).length;
    expect(low).toBeGreaterThan(400);
    expect(low).toBeLessThan(600);
  });

  it("waits the server's Retry-After first, capped at a sane maximum, then the draw", () => {
    expect(busyDelayMs(1, 20_000, () => 0)).toBe(20_000);
    expect(busyDelayMs(1, 20_000, () => 0.5)).toBe(20_000 + BUSY_BASE_MS / 2);
    expect(busyDelayMs(5, 3_000, () => 0.5)).toBe(3_000 + BUSY_CAP_MS / 2);
    expect(busyDelayMs(1, 86_400_000, () => 0)).toBe(BUSY_RETRY_AFTER_MAX_MS);
    expect(busyDelayMs(9, 86_400_000, () => 0.999_999)).toBe(BUSY_LONGEST_MS - 1);
  });

  it('spreads the candidates told the same Retry-After: never sooner, not all in the same second', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const seconds = Array.from({ length: 1_000 }, () => Math.floor(busyDelayMs(1, 10_000, random) / 1000));
    expect(Math.min(...seconds)).toBe(10);
    expect(Math.max(...seconds)).toBe(10 + BUSY_BASE_MS / 1000 - 1);
    // About one in twelve per second, none with more than twice its share.
    for (let second = 10; second < 10 + BUSY_BASE_MS / 1000; second++) {
      expect(seconds.filter((s) => s === second).length).toBeLessThan((2 * 1_000 * 1000) / BUSY_BASE_MS);
    }
  });

  it('plans a fixed number of tries, each with its time, then none', () => {
    let retry: BusyRetry | null = null;
    const plans: BusyRetry[] = [];
    for (;;) {
      const next = nextBusyRetry(unavailable, retry, NOW, () => 0.5);
      if (!next) break;
      plans.push(next);
      retry = next;
    }
    expect(plans).toHaveLength(BUSY_TRIES);
    expect(plans.map((p) => p.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(plans.map((p) => p.delayMs)).toEqual([6_000, 12_000, 24_000, 30_000, 30_000]);
    expect(plans.every((p) => p.at === NOW + p.delayMs)).toBe(true);
  });

  it("takes the 503's Retry-After header, and plans nothing for a refusal that is not busy", () => {
    const error: ApiError = { kind: 'http', status: 503, retryAfter: '7' };
    expect(nextBusyRetry(error, null, NOW, () => 0)).toEqual({ attempt: 1, delayMs: 7_000, at: NOW + 7_000 });
    expect(nextBusyRetry(error, null, NOW, () => 0.5)?.delayMs).toBe(7_000 + BUSY_BASE_MS / 2);
    expect(nextBusyRetry({ kind: 'http', status: 500 }, null, NOW)).toBeNull();
  });
});
