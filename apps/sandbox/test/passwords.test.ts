import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { HASH_CONCURRENCY, hashPassword, hashing, verifyPassword } from '../src/passwords';

// A login burst must not starve the rest of the sandbox:
// password hashes queue among themselves, at most one core's worth less than the machine has.
describe('password hashing under a burst', () => {
  it('runs at most HASH_CONCURRENCY hashes at once, the others wait in line, and every one completes', async () => {
    expect(HASH_CONCURRENCY).toBe(Math.max(1, availableParallelism() - 1));
    const burst = Array.from({ length: 12 }, (_, i) => hashPassword(`Mot-de-passe#${i}`));
    // Synchronously after the burst: the queue holds what does not run.
    expect(hashing.activeCount + hashing.pendingCount).toBe(12);
    expect(hashing.activeCount).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashing.pendingCount).toBeGreaterThanOrEqual(12 - HASH_CONCURRENCY);
    let maxActive = 0;
    const watch = setInterval(() => (maxActive = Math.max(maxActive, hashing.activeCount)), 1);
    const hashes = await Promise.all(burst);
    clearInterval(watch);
    expect(maxActive).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashing.activeCount + hashing.pendingCount).toBe(0);
    await expect(verifyPassword('Mot-de-passe#3', hashes[3] as string)).resolves.toBe(true);
    await expect(verifyPassword('Mot-de-passe#3', hashes[4] as string)).resolves.toBe(false);
  });
});
