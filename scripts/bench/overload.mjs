// npm run bench:overload: no retry storm. 2,000 simulated candidates sign in with the portal's real
// login machine (packages/flows, « Forte affluence »: docs/behaviour.md) against a model of the
// token endpoint with a fixed capacity per second, which answers 503 above it (with or without
// Retry-After); the capacity drops, then returns. Simulated time (XState's SimulatedClock): the
// minutes of the scenario run in seconds. Prints, per variant, the offered load over the demand
// (every request the server saw, over one per candidate), how many were served, and the p50/p99
// wait from the first « Se connecter » to the signed-in session.
import { pathToFileURL } from 'node:url';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { loginMachine } from '../../packages/flows/src/machines/loginMachine.ts';

/** The default scenario: what `npm run bench:overload` runs. */
export const SCENARIO = {
  candidates: 2_000,
  /** Arrivals spread evenly over this window (a results-day rush: 2,000 in 40 s is 50 per second). */
  arrivalMs: 40_000,
  /** Sign-ins the server completes per second, normally. */
  capacity: 80,
  /** From `dropAtMs` to `recoverAtMs` it completes only `droppedCapacity` per second. */
  droppedCapacity: 30,
  dropAtMs: 10_000,
  recoverAtMs: 25_000,
  /** Time to answer a served request and a refused one. */
  serveMs: 150,
  refuseMs: 5,
  /** A candidate whose tries ran out (the failure message) presses « Se connecter » again after this. */
  humanRetryMs: [10_000, 30_000],
  /**
   * The 503's Retry-After (seconds), or null for none: 10 as deployed (deploy/nginx.conf adds it to
   * every 429 and 503 it sends on, the sandbox's faults send it).
   */
  retryAfterSeconds: 10,
  seed: 1,
};

/** A seeded random (mulberry32): the same draws every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const STEP_MS = 10;
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs one scenario and returns its figures. Math.random is the machines' jitter: it is replaced
 * by a seeded one for the run.
 */
export async function simulate(options = {}) {
  const s = { ...SCENARIO, ...options };
  const random = seeded(s.seed);
  const savedRandom = Math.random;
  Math.random = random;
  try {
    const clock = new SimulatedClock();
    let requests = 0;
    let refused = 0;
    /** Served requests per second of simulated time. */
    const servedIn = new Map();
    const capacityAt = (t) => (t >= s.dropAtMs && t < s.recoverAtMs ? s.droppedCapacity : s.capacity);

    /** The token endpoint: within this second's capacity a session, else a 503. */
    const server = fromPromise(
      () =>
        new Promise((resolve) => {
          requests++;
          const now = clock.now();
          const second = Math.floor(now / 1000);
          const used = servedIn.get(second) ?? 0;
          if (used < capacityAt(now)) {
            servedIn.set(second, used + 1);
            clock.setTimeout(() => resolve({ ok: true, data: signedIn }), s.serveMs);
          } else {
            refused++;
            const error =
              s.retryAfterSeconds === null
                ? { kind: 'http', status: 503 }
                : { kind: 'http', status: 503, retryAfter: String(s.retryAfterSeconds) };
            clock.setTimeout(() => resolve({ ok: false, error }), s.refuseMs);
          }
        }),
    );
    const machine = loginMachine.provide({
      actors: {
        requestToken: server,
        fetchApplications: fromPromise(async () => ({ ok: true, data: [] })),
      },
      actions: { log: () => {} },
    });

    const candidates = [];
    for (let i = 0; i < s.candidates; i++) {
      const arrival = Math.floor((i * s.arrivalMs) / s.candidates);
      const candidate = { arrival, servedAt: null, submits: 0, actor: null };
      candidates.push(candidate);
      clock.setTimeout(() => {
        const actor = createActor(machine, { clock, input: { portal: 'candidate' } });
        candidate.actor = actor;
        actor.subscribe((snapshot) => {
          if (candidate.servedAt === null && snapshot.context.user !== null) candidate.servedAt = clock.now();
          // The tries spent, the candidate reads the failure and presses « Se connecter » again.
          if (snapshot.value === 'failure' && !candidate.waiting) {
            candidate.waiting = true;
            const [low, high] = s.humanRetryMs;
            clock.setTimeout(
              () => {
                candidate.waiting = false;
                submit(candidate);
              },
              low + Math.floor(random() * (high - low)),
            );
          }
        });
        actor.start();
        submit(candidate);
      }, arrival);
    }
    function submit(candidate) {
      candidate.submits++;
      candidate.actor.send({ type: 'SUBMIT', username: `c${candidate.arrival}@exemple.sn`, password: 'x' });
    }

    const limitMs = s.recoverAtMs + 10 * 60_000;
    let elapsed = 0;
    while (candidates.some((c) => c.servedAt === null) && elapsed < limitMs) {
      clock.increment(STEP_MS);
      elapsed += STEP_MS;
      await flush();
    }
    for (const c of candidates) c.actor?.stop();

    const waits = candidates
      .filter((c) => c.servedAt !== null)
      .map((c) => c.servedAt - c.arrival)
      .sort((a, b) => a - b);
    return {
      candidates: s.candidates,
      served: waits.length,
      requests,
      refused,
      ratio: requests / s.candidates,
      manualResubmits: candidates.reduce((n, c) => n + c.submits - 1, 0),
      p50Ms: percentile(waits, 50),
      p99Ms: percentile(waits, 99),
      lastServedMs: Math.max(...candidates.map((c) => c.servedAt ?? 0)),
    };
  } finally {
    Math.random = savedRandom;
  }
}

const signedIn = {
  tokens: { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 300 },
  claims: { sub: 'account', exp: 0, iat: 0 },
  user: { id: 'account', username: 'c', email: 'c@exemple.sn', roles: ['candidate'] },
};

function line(name, r) {
  const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  return (
    `${name.padEnd(24)} offered/demand ${r.ratio.toFixed(2)} (${r.requests} requests, ${r.refused} refused 503, ` +
    `${r.manualResubmits} resubmitted by hand)  served ${r.served}/${r.candidates}  ` +
    `wait p50 ${seconds(r.p50Ms)} p99 ${seconds(r.p99Ms)}  last served at ${seconds(r.lastServedMs)}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const s = SCENARIO;
  console.log(
    `${s.candidates} candidates over ${s.arrivalMs / 1000} s (${((s.candidates * 1000) / s.arrivalMs).toFixed(0)}/s); ` +
      `capacity ${s.capacity}/s, ${s.droppedCapacity}/s from ${s.dropAtMs / 1000} s to ${s.recoverAtMs / 1000} s; ` +
      `503 above it; simulated time, the portal's loginMachine`,
  );
  let worst = 0;
  let unserved = 0;
  // The server's answers as deployed (Retry-After: 10), and without the header (no answer at all, or
  // a server that sends none): the aim holds for both. The deeper drop is beyond any client's reach
  // (a fifth of the arrivals served for 30 s): printed, not held to the aim.
  for (const [name, variant, aimed] of [
    ['503 with Retry-After: 10', {}, true],
    ['503 without Retry-After', { retryAfterSeconds: null }, true],
    ['deeper: 10/s for 30 s', { droppedCapacity: 10, recoverAtMs: 40_000 }, false],
  ]) {
    const started = Date.now();
    const result = await simulate(variant);
    console.log(`${line(name, result)}  (${((Date.now() - started) / 1000).toFixed(1)} s to run)`);
    if (aimed) worst = Math.max(worst, result.ratio);
    unserved += result.candidates - result.served;
  }
  console.log(
    `worst offered/demand ${worst.toFixed(2)} (the aim: below 1.3), ${unserved} candidates never served`,
  );
  if (unserved > 0 || worst >= 1.3) process.exitCode = 1;
}
