// The reads part of `npm run bench:results-day`: a signed-in candidate's dashboard, as the portal
// loads it, against the sandbox's candidate-service, under an open-loop load, for comparison with
// the identity provider's sign-ins and refreshes.
//
// One dashboard is what the portal's dashboard route calls (packages/api-client's candidateApi and
// calendarApi, flows' dashboard and application machines): the admission calendar (public) and the
// candidate's applications at once, then, for each application, its bac grades and its details at
// once. Two round trips, 2 + 2 × applications requests. Each call carries a DPoP-bound access token
// and a fresh proof of the candidate's key, as the production build does (PORTAL_DPOP=on, the
// sandbox then SANDBOX_DPOP=required); `dpop: false` sends plain bearer tokens instead.
//
// The sandbox runs as its own process (`node --import tsx apps/sandbox/src/main.ts`), so its CPU
// seconds per dashboard come from /proc/<pid>/stat, as the Keycloak nodes' do.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ath, dpopKey, dpopProof } from '../../e2e/dpopProof.ts';
import { DEMO_PASSWORD, SEED_USERS } from '../../apps/sandbox/src/seed.ts';
import { cpuSecondsOf, offer, summarise } from './openLoop.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVICE = '/api/candidate-service';

/**
 * Starts the sandbox as a child process on `port` (0: a free one) and resolves once it listens.
 * @param {{ port: number, seedSize: number, dpop: boolean }} options
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export function startSandboxProcess({ port, seedSize, dpop }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_SEED_SIZE: String(seedSize),
      SANDBOX_DPOP: dpop ? 'required' : 'optional',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((started, failed) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url && child.pid !== undefined) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        started({ url, pid: child.pid, stop });
      }
    });
    child.once('exit', (code) => failed(new Error(`the sandbox exited (${code}) before listening:\n${out}`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/**
 * A GET, its whole body read. Status 0: no answer (refused, reset, or 30 s without one).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, text: string, ms: number }>}
 */
function get(url, headers = {}) {
  return new Promise((answered) => {
    const started = performance.now();
    const req = request(url, { agent, timeout: 30_000, headers: { Accept: 'application/json', ...headers } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => answered({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => answered({ status: 0, text: '', ms: performance.now() - started }));
    req.end();
  });
}

/**
 * @typedef {{ username: string, key: ReturnType<typeof dpopKey>, accessToken: string, accountId: string }} Session
 */

/**
 * Signs `username` in at the sandbox's token endpoint (password grant, with a proof of a new key
 * when `dpop`) and returns its session.
 * @param {string} baseUrl
 * @param {string} username
 * @param {boolean} dpop
 * @returns {Promise<Session>}
 */
async function signIn(baseUrl, username, dpop) {
  const tokenUrl = `${baseUrl}/realms/admission/protocol/openid-connect/token`;
  const key = dpopKey();
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(dpop ? { DPoP: dpopProof(key, 'POST', tokenUrl) } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'auth-service',
      username,
      password: DEMO_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`${username} could not sign in at the sandbox: ${response.status}`);
  const { access_token: accessToken } = await response.json();
  const accountId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub;
  return { username, key, accessToken, accountId };
}

/**
 * One dashboard of `session`'s candidate, as the portal loads it. Its status is 200 when every
 * call answered 200, the first other status otherwise; `ms` from the first call to the last answer.
 * @param {string} baseUrl
 * @param {Session} session
 * @param {boolean} dpop
 */
async function dashboard(baseUrl, session, dpop) {
  const started = performance.now();
  const authorised = (path) => {
    const url = `${baseUrl}${SERVICE}${path}`;
    return get(
      url,
      dpop
        ? {
            Authorization: `DPoP ${session.accessToken}`,
            DPoP: dpopProof(session.key, 'GET', url, { claims: { ath: ath(session.accessToken) } }),
          }
        : { Authorization: `Bearer ${session.accessToken}` },
    );
  };
  const first = await Promise.all([
    get(`${baseUrl}${SERVICE}/AdmissionCalendar/current`),
    authorised(`/Candidate/with-applications-bac/account/${session.accountId}`),
  ]);
  const answers = [...first];
  const applications = first[1];
  if (applications.status === 200) {
    /** @type {{ candidateId: string, bacResultId: string }[]} */
    const items = JSON.parse(applications.text).data;
    answers.push(
      ...(await Promise.all(
        items.flatMap((item) => [
          authorised(`/BacResult/GradesAndCoefs/${item.bacResultId}`),
          authorised(`/Candidate/application-details/${item.candidateId}`),
        ]),
      )),
    );
  }
  const failed = answers.find((answer) => answer.status !== 200);
  return { status: failed?.status ?? 200, ms: performance.now() - started, requests: answers.length };
}

/**
 * Starts a sandbox with `seedSize` generated applications besides the demo ones, signs the demo
 * candidates in, and offers their dashboards at each of `rates` per second for `stepMs` each, the
 * candidates in turn (the sandbox's generated applications have no account to sign in with). Prints
 * one line per step and the highest step held; stops the sandbox.
 * @param {{ rates: number[], stepMs: number, seedSize: number, dpop: boolean, port?: number }} options
 * @returns {Promise<{ held: number }>}
 */
export async function benchDashboardReads({ rates, stepMs, seedSize, dpop, port = 0 }) {
  const sandbox = await startSandboxProcess({ port, seedSize, dpop });
  let held = 0;
  try {
    // Every demo account that reaches a candidate's dashboard (or the deposit path, without an application).
    const usernames = SEED_USERS.filter(
      (user) =>
        user.enabled &&
        user.emailVerified &&
        user.realmRoles.some((role) => role === 'candidate' || role === 'student'),
    ).map((user) => user.email);
    console.log(
      `\nDashboard reads against the sandbox's candidate-service (${sandbox.url}, pid ${sandbox.pid}, ${seedSize} generated applications besides the demo ones; ${dpop ? 'DPoP-bound tokens, a proof per call' : 'bearer tokens'}), the ${usernames.length} demo candidates in turn, ${stepMs / 1000} s per step, open loop; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} before\n`,
    );
    for (const rate of rates) {
      // Fresh sign-ins before each step, outside its measure: no token expires during a run.
      const sessions = await Promise.all(usernames.map((username) => signIn(sandbox.url, username, dpop)));
      // Warm-up, unmeasured: one dashboard each.
      for (const session of sessions) await dashboard(sandbox.url, session, dpop);
      const cpuBefore = cpuSecondsOf([sandbox.pid]);
      const { results, elapsed } = await offer(rate, stepMs, (n) =>
        dashboard(sandbox.url, sessions[n % sessions.length], dpop),
      );
      const cpu = cpuSecondsOf([sandbox.pid]) - cpuBefore;
      const summary = summarise(results, elapsed);
      if (summary.held) held = Math.max(held, rate);
      const requests = results.reduce((sum, result) => sum + result.requests, 0);
      const line = {
        step: 'dashboard',
        offered: `${rate}/s`,
        served: `${summary.served.toFixed(1)}/s`,
        requests: `${(requests / elapsed).toFixed(0)}/s`,
        p50: `${summary.p50.toFixed(0)} ms`,
        p99: `${summary.p99.toFixed(0)} ms`,
        errors: summary.errors ? `${summary.errors} ${JSON.stringify(summary.statuses)}` : '0',
        'cpu s/dashboard': (cpu / Math.max(1, results.length)).toFixed(4),
        'cpu ms/request': ((cpu * 1000) / Math.max(1, requests)).toFixed(2),
      };
      console.log(
        Object.entries(line)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · '),
      );
    }
    console.log(
      `\nHeld at p99 < 1 s, every dashboard served: ${held} dashboards/s (the highest step offered that held)`,
    );
  } finally {
    agent.destroy();
    await sandbox.stop();
  }
  return { held };
}
