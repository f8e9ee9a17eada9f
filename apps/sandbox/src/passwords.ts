import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

const KEY_LENGTH = 64;

/**
 * scrypt's cost N, the sandbox's hashing policy (`SANDBOX_PASSWORD_HASH_COST`, a power of two):
 * Node's default 16384, about 60 ms of a core per hash, as a password hash should cost. The unit
 * tests lower it (vitest.config.ts): they sign in hundreds of times and test the rules around the
 * hash, not its cost. Each hash carries the cost it was made with, so a hash is always checked at
 * its own cost.
 */
export const HASH_COST = hashCostOf(process.env.SANDBOX_PASSWORD_HASH_COST);

export function hashCostOf(value: string | undefined): number {
  if (!value?.trim()) return 16384;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 2 || cost > 1_048_576 || (cost & (cost - 1)) !== 0)
    throw new Error(`SANDBOX_PASSWORD_HASH_COST takes a power of two from 2 to 1048576, got "${value}"`);
  return cost;
}

/**
 * How many password hashes run at once: one core's worth less than the machine has, at least one.
 * scrypt runs on libuv's small thread pool (4 threads) and takes a core each; unbounded, a burst of
 * logins (a class signing in at once) fills the pool and the cores, and every signed-in reader's
 * token check and answer waits behind it (before: reads went from
 * 3.5 ms to 2 s at p50). Bounded, the logins queue among themselves and the rest stays fast.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** The queue every hash goes through (exported for its test). */
export const hashing = pLimit(HASH_CONCURRENCY);

function derive(password: BinaryLike, salt: Buffer, cost: number): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // maxmem: 128 × N × r bytes are needed (r = 8), with room; Node's 32 MB default refuses N ≥ 32768.
        scrypt(password, salt, KEY_LENGTH, { N: cost, maxmem: 256 * cost * 8 + 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A salted scrypt hash, `scrypt$<cost>$<salt>$<key>`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, HASH_COST);
  return `scrypt$${HASH_COST}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  let madeAt: number;
  try {
    madeAt = hashCostOf(cost);
  } catch {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), madeAt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password rules (docs/behaviour.md, « Passwords »), in spec order, with the spec's French wording. */
export const PASSWORD_RULES = [
  { code: 'minLength', label: 'Au moins 8 caractères', test: (p: string) => p.length >= 8 },
  { code: 'uppercase', label: 'Au moins une majuscule', test: (p: string) => /[A-Z]/.test(p) },
  { code: 'lowercase', label: 'Au moins une minuscule', test: (p: string) => /[a-z]/.test(p) },
  { code: 'digit', label: 'Au moins un chiffre', test: (p: string) => /\d/.test(p) },
  {
    code: 'special',
    label: 'Au moins un caractère spécial',
    test: (p: string) => /[!@#$%^&*(),.?":{}|<>]/.test(p),
  },
] as const;

/** The French message for a password that breaks rules, or null when it follows them all. */
export function passwordRuleMessage(password: string): string | null {
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
  return missing.length ? `Le mot de passe doit contenir : ${missing.join(', ')}` : null;
}
