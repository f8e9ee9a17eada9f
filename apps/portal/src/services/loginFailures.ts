// The sign-in refusals this browser counted, per address (a hash of it: flows' loginFailureKey), so
// that a reload or another tab goes on counting: Keycloak answers a locked account as a wrong
// password, and only the count tells the login what to say (docs/behaviour.md, deviation 58).
// Kept in local storage as { key: [count, time of the last refusal] } and forgotten 12 h after the
// last refusal, as the realm forgets failures. Written on the first page (its bytes are the
// journey's), so read by hand rather than through a schema: anything but that shape counts nothing.
import { LOGIN_FAILURES_FORGOTTEN_AFTER_MS } from '@admission/flows';

const KEY = 'loginFailures';
type Kept = Record<string, [count: number, at: number]>;

function kept(store: Storage, now: number): Kept {
  const read: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
  const counts: Kept = {};
  if (read && typeof read === 'object') {
    for (const [key, value] of Object.entries(read)) {
      const [n, at] = Array.isArray(value) ? (value as unknown[]) : [];
      if (typeof n === 'number' && typeof at === 'number' && now - at < LOGIN_FAILURES_FORGOTTEN_AFTER_MS)
        counts[key] = [n, at];
    }
  }
  return counts;
}

/** The counts still in force, for the login machine's input. */
export function readLoginFailures(store?: Storage, now = Date.now()): Record<string, number> {
  try {
    // Looked up here, inside the try: the build's prerender renders the login page where there is
    // no localStorage (a default parameter would throw before the try).
    const counts = kept(store ?? localStorage, now);
    return Object.fromEntries(Object.entries(counts).map(([key, [n]]) => [key, n]));
  } catch {
    return {};
  }
}

/** Keeps the machine's counts: a changed count is dated now, a dropped one removed. */
export function storeLoginFailures(
  counts: Readonly<Record<string, number>>,
  storage?: Storage,
  now = Date.now(),
): void {
  try {
    const store = storage ?? localStorage;
    const before = kept(store, now);
    const after: Kept = {};
    for (const [key, n] of Object.entries(counts))
      after[key] = before[key]?.[0] === n ? before[key] : [n, now];
    if (Object.keys(after).length === 0) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify(after));
  } catch {
    // No storage, a full or refused one, or text that is not JSON: the count lives as long as the page.
  }
}
