import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { randomBytes, scryptSync } from 'node:crypto';
import {
  HASH_CONCURRENCY,
  HASH_COST,
  hashCostOf,
  hashPassword,
  hashing,
  verifyPassword,
} from '../src/passwords';

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

describe('the hashing policy (SANDBOX_PASSWORD_HASH_COST)', () => {
  it('is scrypt at N = 16384 unless set, a power of two otherwise', () => {
    expect(hashCostOf(undefined)).toBe(16384);
    expect(hashCostOf(' ')).toBe(16384);
    expect(hashCostOf('1024')).toBe(1024);
    for (const bad of ['1000', '0', '1', '-1024', '1e3', 'beaucoup', '2097152'])
      expect(() => hashCostOf(bad), bad).toThrow(/SANDBOX_PASSWORD_HASH_COST/);
  });

  it('writes its cost into each hash and checks a hash at the cost it was made with', async () => {
    const hash = await hashPassword('Mot-de-passe#1');
    expect(hash.split('$').slice(0, 2)).toEqual(['scrypt', String(HASH_COST)]);
    // A hash made at the default cost (as npm start makes them) checks here, at its own cost.
    const salt = randomBytes(16);
    const key = scryptSync('Mot-de-passe#1', salt, 64, { N: 16384 });
    const made = `scrypt$16384$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await expect(verifyPassword('Mot-de-passe#1', made)).resolves.toBe(true);
    await expect(verifyPassword('Mot-de-passe#2', made)).resolves.toBe(false);
    // Checked at another cost, the same key would not match.
    await expect(verifyPassword('Mot-de-passe#1', made.replace('$16384$', '$1024$'))).resolves.toBe(false);
    for (const cost of ['N', '1000', ''])
      await expect(verifyPassword('Mot-de-passe#1', made.replace('$16384$', `$${cost}$`))).resolves.toBe(
        false,
      );
  });
});
