// The sign-in refusals this browser counted, per address (a hash of it: flows' loginFailureKey), so
// that a reload or another tab goes on counting: Keycloak answers a locked account as a wrong
// password, and only the count tells the login what to say (docs/behaviour.md, deviation 56).
// Kept in local storage with the time of the last refusal and forgotten after the realm's failure
// reset time; read through a schema with a version (services/deviceData.ts).
import * as v from 'valibot';
import { LOGIN_FAILURES_FORGOTTEN_AFTER_MS } from '@admission/flows';
import { parseKept } from './deviceData';

const KEY = 'loginFailures';
const VERSION = 1;

const schema = v.object({
  version: v.picklist([VERSION]),
  counts: v.record(v.string(), v.object({ n: v.number(), at: v.number() })),
});
type Kept = v.InferOutput<typeof schema>;

function kept(store: Storage | null, now: number): Kept['counts'] {
  const raw = store?.getItem(KEY);
  const counts = raw ? parseKept(schema, raw)?.counts : undefined;
  return Object.fromEntries(
    Object.entries(counts ?? {}).filter(([, { at }]) => now - at < LOGIN_FAILURES_FORGOTTEN_AFTER_MS),
  );
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The counts still in force, for the login machine's input. */
export function readLoginFailures(store = local(), now = Date.now()): Record<string, number> {
  try {
    return Object.fromEntries(Object.entries(kept(store, now)).map(([key, { n }]) => [key, n]));
  } catch {
    return {};
  }
}

/** Keeps the machine's counts: a changed count is dated now, a dropped one removed. */
export function storeLoginFailures(
  counts: Readonly<Record<string, number>>,
  store = local(),
  now = Date.now(),
): void {
  try {
    if (!store) return;
    const before = kept(store, now);
    const after: Kept['counts'] = {};
    for (const [key, n] of Object.entries(counts)) {
      after[key] = before[key]?.n === n ? before[key] : { n, at: now };
    }
    if (Object.keys(after).length === 0) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify({ version: VERSION, counts: after } satisfies Kept));
  } catch {
    // Full or refused storage: the count lives as long as the page.
  }
}
