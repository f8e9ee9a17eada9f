// `npm run bench:staff-list`: a sandbox on a free loopback port seeded with 10,000 generated
// applications (SANDBOX_SEED_SIZE's option), then an admin asks for pages of 50 of the university's
// list as a reviewer deciding would: pending ones by merit, filtered by main choice, by name, a
// search, a far page. Prints the latency of each kind of page over HTTP (p50, p95, p99, max) and the
// whole's p99 against the target (150 ms). Figures only: timings are never asserted (2 shared cores
// vary too much).
//   SEED_SIZE=10000 (the generated applications), ROUNDS=60 (requests per kind of page)
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, startSandbox } from '../../apps/sandbox/src/index.ts';

const SEED_SIZE = Number(process.env.SEED_SIZE ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const TARGET_P99_MS = 150;

const started = performance.now();
const running = await startSandbox(0, { seedSize: SEED_SIZE });
console.log(
  `Sandbox seeded with ${running.sandbox.state.applications.length} applications in ${Math.round(performance.now() - started)} ms`,
);

const tokenResponse = await fetch(`${running.url}/realms/admission/protocol/openid-connect/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    client_id: 'auth-service',
    username: 'admin@example.org',
    password: DEMO_PASSWORD,
  }),
});
const { access_token: token } = await tokenResponse.json();

const LIST = `${running.url}/api/candidate-service/Staff/applications/universite`;
/** The kinds of page a reviewer asks for; `page` varies with the round so no answer is the same twice. */
const QUERIES = {
  'pending by merit, one programme': (round) =>
    `status=pending&programId=prog-mathematiques-informatique&sort=-score&pageSize=50&page=${1 + (round % 5)}`,
  'pending by merit, every programme': (round) =>
    `status=pending&sort=-score&pageSize=50&page=${1 + (round % 20)}`,
  'by name, accepted': (round) => `status=accepted&sort=lastName&pageSize=50&page=${1 + (round % 5)}`,
  'search, newest first': (round) =>
    `search=${['ndour', 'cisse', 'fatoumata', 'kane'][round % 4]}&pageSize=50`,
};

async function timed(url) {
  const begun = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  const elapsed = performance.now() - begun;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { elapsed, items: body.data.items.length, total: body.data.totalItems };
}

function figures(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const ms = (value) => `${value.toFixed(1)} ms`;
  return {
    p99: at(0.99),
    text: `n=${sorted.length} p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  max ${ms(at(1))}`,
  };
}

try {
  // Warm-up: the first requests compile the handlers and fill the sort keys.
  for (const query of Object.values(QUERIES)) await timed(`${LIST}?${query(0)}`);
  const all = [];
  for (const [name, query] of Object.entries(QUERIES)) {
    const samples = [];
    let matched = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { elapsed, total } = await timed(`${LIST}?${query(round)}`);
      samples.push(elapsed);
      matched = total;
    }
    all.push(...samples);
    console.log(`${name.padEnd(36)} ${figures(samples).text}  (${matched} matching, last round)`);
  }
  const whole = figures(all);
  console.log(
    `${'every page of 50'.padEnd(36)} ${whole.text}  -> p99 ${whole.p99.toFixed(1)} ms, target < ${TARGET_P99_MS} ms: ${whole.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await running.close();
}
