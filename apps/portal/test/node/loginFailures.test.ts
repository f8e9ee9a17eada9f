// The sign-in refusal counts (services/loginFailures.ts) where there is no localStorage: the build's
// prerender renders the login page in Node, and a read that throws there left « Chargement… » as the
// prerendered /connexion (the boundary's fallback) until a tap loaded the script.
import { describe, expect, it } from 'vitest';
import { readLoginFailures, storeLoginFailures } from '../../src/services/loginFailures';

describe('login refusal counts without a localStorage (the prerender, in Node)', () => {
  it('reads no count and writes nothing, without throwing', () => {
    expect('localStorage' in globalThis).toBe(false);
    expect(readLoginFailures()).toEqual({});
    expect(() => storeLoginFailures({ abc: 2 })).not.toThrow();
  });

  it('keeps and reads counts in the storage given, forgotten 12 h after the last refusal', () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    const now = Date.UTC(2026, 10, 27, 10);
    storeLoginFailures({ abc: 3 }, store, now);
    expect(readLoginFailures(store, now + 60_000)).toEqual({ abc: 3 });
    expect(readLoginFailures(store, now + 12 * 3_600_000 + 1)).toEqual({});
  });
});
