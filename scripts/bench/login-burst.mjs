// `npm run bench:login-burst`: a sandbox on a free loopback port, then a burst of concurrent logins
// (a class signing in at once in a cybercafé) while one signed-in candidate keeps reading its
// applications. Prints the reads' latency before and during the burst (p50, p95, p99, max) and how
// long the burst took. Figures only: timings are never asserted (2 shared cores vary too much).
//   LOGINS=200 (the burst's size)
import { performance } from 'node:perf_hooks';
import { ACCOUNT_IDS, DEMO_PASSWORD, SEED_USERS, startSandbox } from '../../apps/sandbox/src/index.ts';

const LOGINS = Number(process.env.LOGINS ?? 200);
const running = await startSandbox(0);
const tokenUrl = `${running.url}/realms/admission/protocol/openid-connect/token`;

async function login(username) {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'auth-service',
      username,
      password: DEMO_PASSWORD,
    }),
  });
  return response;
}

const reader = await (await login('candidat.soumis@example.org')).json();
const readUrl = `${running.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`;
async function read() {
  const started = performance.now();
  const response = await fetch(readUrl, { headers: { Authorization: `Bearer ${reader.access_token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`read answered ${response.status}`);
  return performance.now() - started;
}

function figures(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `n=${sorted.length} p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  max ${ms(at(1))}`;
}

try {
  const quiet = [];
  for (let i = 0; i < 100; i += 1) quiet.push(await read());

  const usernames = SEED_USERS.filter((user) => user.enabled && user.emailVerified).map((user) => user.email);
  let burstDone = false;
  const during = [];
  const reading = (async () => {
    while (!burstDone) during.push(await read());
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: LOGINS }, (_, i) => login(usernames[i % usernames.length]).then((r) => r.status)),
  );
  const burstMs = performance.now() - started;
  burstDone = true;
  await reading;

  const counts = statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  console.log(
    `login burst: ${LOGINS} concurrent logins in ${(burstMs / 1000).toFixed(2)} s, answers ${JSON.stringify(counts)}`,
  );
  console.log(`authenticated reads, quiet:        ${figures(quiet)}`);
  console.log(`authenticated reads, during burst: ${figures(during)}`);
} finally {
  await running.close();
}
