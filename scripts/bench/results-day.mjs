// `npm run bench:results-day`: password grants and refreshes against the Keycloak cluster (PostgreSQL,
// two production nodes, nginx: scripts/keycloak/cluster.mjs), under an open-loop load: requests
// arrive at a fixed rate whatever the server does (a closed loop would slow down with the server and
// hide its saturation). Then, for comparison, a signed-in candidate's dashboard reads against the
// sandbox's candidate-service under the same kind of load (scripts/bench/dashboard-reads.mjs), and
// the portal's static files through nginx with the production config, measured with Debian's wrk
// (scripts/bench/static-files.mjs). A benchmark, not a test: it prints figures for docs/capacity.md.
//
// For each rate step it prints what was offered and what was served (2xx per second), p50 and p99
// latency, errors, and the CPU seconds the Keycloak nodes' processes (the sandbox's, for the reads)
// used per request (from /proc, so the cost of a password hash is measured, not assumed), and
// PostgreSQL's (its postmaster and backends) for the Keycloak steps. For the
// static files: wrk's requests/s, latency and transfer/s, and nginx's CPU seconds per 1,000 requests.
//
// Env: BENCH_PARTS (which parts run, in this order: `keycloak,reads,static`, the default; e.g.
// `reads,static` needs no Keycloak, no Java and no PostgreSQL), BENCH_PASSWORD_RATES (sign-ins per
// second, steps, `2,4,8,12,16`), BENCH_REFRESH_RATES (`20,40,80,120`), BENCH_READ_RATES (dashboards
// per second, `25,50,75,100,150,200`), BENCH_STEP_SECONDS (10), BENCH_CANDIDATES (generated accounts
// put into the realm first, each signing in once: 10000; scripts/bench/candidates.mjs; as many
// generated applications in the sandbox), KEYCLOAK_CLUSTER_URL (an already running cluster's nginx,
// e.g. https://127.0.0.1:29443: then nothing is started or imported, the demo candidates sign in,
// and CPU is not measured); the cluster's own (scripts/keycloak/cluster.mjs) otherwise.
// BENCH_READS_DPOP (`off`: plain bearer tokens instead of DPoP-bound ones), BENCH_SANDBOX_PORT (0: a
// free one), BENCH_NGINX_PORT (17443, then the next two), BENCH_WRK_SECONDS (10),
// BENCH_WRK_CONNECTIONS (32).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { dpopKey, dpopProof } from '../../e2e/dpopProof.ts';
import { DEMO_PASSWORD } from '../../apps/sandbox/src/seed.ts';
import { startCluster } from '../keycloak/cluster.mjs';
import { DEV_ADMIN } from '../keycloak/dev.mjs';
import { importBenchCandidates } from './candidates.mjs';
import { benchDashboardReads } from './dashboard-reads.mjs';
import { cpuSecondsOf, cpuSecondsOfMarker, offer, processTree, summarise } from './openLoop.mjs';
import { benchStaticFiles } from './static-files.mjs';

const env = process.env;
const rates = (value, fallback) => (value ?? fallback).split(',').map(Number);
const PASSWORD_RATES = rates(env.BENCH_PASSWORD_RATES, '2,4,8,12,16');
const REFRESH_RATES = rates(env.BENCH_REFRESH_RATES, '20,40,80,120');
const READ_RATES = rates(env.BENCH_READ_RATES, '25,50,75,100,150,200');
const STEP_MS = Number(env.BENCH_STEP_SECONDS ?? 10) * 1000;
const CANDIDATES = Number(env.BENCH_CANDIDATES ?? 10000);
const ALL_PARTS = ['keycloak', 'reads', 'static'];
const PARTS = new Set((env.BENCH_PARTS || ALL_PARTS.join(',')).split(',').map((part) => part.trim()));
for (const part of PARTS)
  if (!ALL_PARTS.includes(part))
    throw new Error(`BENCH_PARTS: unknown part "${part}"; the parts are ${ALL_PARTS.join(', ')}`);
// Without a cluster of our own: the README's demo candidates (deploy/keycloak/admission-users-0.json), in turn.
const demoCandidates = () =>
  JSON.parse(readFileSync(new URL('../../deploy/keycloak/admission-users-0.json', import.meta.url), 'utf8'))
    .users.filter(
      (user) => user.realmRoles?.includes('candidate') && user.enabled !== false && user.emailVerified,
    )
    .map((user) => ({ username: user.username, password: user.credentials[0].value }));

const agent = new Agent({ keepAlive: true, maxSockets: 256, rejectUnauthorized: false });

function post(url, form, headers) {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolveAnswer) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolveAnswer({ status: res.statusCode, text, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolveAnswer({ status: 0, text: '', ms: performance.now() - started }));
    req.end(body);
  });
}

/** The highest offered rate of each kind whose p99 stayed under 1 s with every request served. */
const held = {};

/**
 * Fires `send()` `rate` times per second for STEP_MS (open loop), then waits for the answers.
 * `cpuMarkers`: one command-line marker per Keycloak node, whose CPU is counted per request.
 */
async function step(label, rate, send, cpuMarkers, databaseCpu = null) {
  const cpuBefore = cpuMarkers.map((marker) => cpuSecondsOfMarker(marker));
  const databaseBefore = databaseCpu?.() ?? 0;
  const { results, elapsed } = await offer(rate, STEP_MS, send);
  const cpu = cpuMarkers.map((marker, index) => cpuSecondsOfMarker(marker) - (cpuBefore[index] ?? 0));
  const database = databaseCpu ? databaseCpu() - databaseBefore : null;
  const summary = summarise(results, elapsed);
  if (summary.held) held[label] = Math.max(held[label] ?? 0, rate);
  const line = {
    step: label,
    offered: `${rate}/s`,
    served: `${summary.served.toFixed(1)}/s`,
    p50: `${summary.p50.toFixed(0)} ms`,
    p99: `${summary.p99.toFixed(0)} ms`,
    statuses: JSON.stringify(summary.statuses),
    // Per node, then both: CPU seconds per request offered.
    'cpu s/request': cpu.length
      ? [...cpu, cpu.reduce((a, b) => a + b, 0)]
          .map((seconds) => (seconds / Math.max(1, results.length)).toFixed(3))
          .join(' + ')
          .replace(/ \+ ([^+]+)$/, ' = $1')
      : '-',
    // PostgreSQL's postmaster and its backends (Keycloak's pools keep theirs open).
    ...(database === null
      ? {}
      : { 'postgres cpu s/request': (database / Math.max(1, results.length)).toFixed(3) }),
  };
  console.log(
    Object.entries(line)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · '),
  );
}

/** Sign-ins, then refreshes of the sessions they opened, against the Keycloak cluster; stops it. */
async function keycloakParts() {
  let cluster;
  const baseUrl = env.KEYCLOAK_CLUSTER_URL ?? (cluster = await startCluster()).publicUrl;
  const tokenUrl = `${baseUrl}/realms/admission/protocol/openid-connect/token`;
  // Each node's Java process (each runs from its own production-node-PORT copy).
  const cpuMarkers = cluster ? cluster.nodes.map((node) => `production-node-${new URL(node.url).port}/`) : [];
  const databaseCpu = cluster
    ? () => {
        const postmaster = Number(
          readFileSync(`${cluster.postgres.data}/postmaster.pid`, 'utf8').split('\n')[0],
        );
        return cpuSecondsOf(processTree(postmaster));
      }
    : null;
  try {
    let users = demoCandidates();
    if (cluster && CANDIDATES > 0) {
      const { emails, seconds, imported } = await importBenchCandidates({
        nodeUrl: cluster.nodes[0].url,
        admin: DEV_ADMIN,
        postgres: cluster.postgres,
        count: CANDIDATES,
      });
      console.log(
        `${CANDIDATES} generated candidates in the realm (${imported} imported in ${seconds.toFixed(1)} s)`,
      );
      users = emails.map((username) => ({ username, password: DEMO_PASSWORD }));
    }
    console.log(
      `\nResults day against ${baseUrl} (${cluster ? 'two nodes on this machine' : 'a running cluster'}), ${STEP_MS / 1000} s per step, open loop\n`,
    );
    const sessions = [];
    // Each sign-in is another candidate's, as on results day (the realm's brute-force checks and
    // session limits see distinct users).
    let signIns = 0;
    for (const rate of PASSWORD_RATES) {
      await step(
        'password grant',
        rate,
        () => {
          const key = dpopKey();
          const user = users[signIns++ % users.length];
          return post(
            tokenUrl,
            { grant_type: 'password', client_id: 'auth-service', ...user },
            { DPoP: dpopProof(key, 'POST', tokenUrl) },
          ).then((answer) => {
            if (answer.status === 200)
              sessions.push({ key, refresh: JSON.parse(answer.text).refresh_token, busy: false });
            return answer;
          });
        },
        cpuMarkers,
        databaseCpu,
      );
    }
    console.log(`\n${sessions.length} sessions for the refreshes\n`);
    for (const rate of REFRESH_RATES) {
      let next = 0;
      await step(
        'refresh',
        rate,
        () => {
          // The next idle session (a refresh token is good once: never two refreshes of one session at once).
          for (let tries = 0; tries < sessions.length; tries += 1) {
            const session = sessions[next++ % sessions.length];
            if (session.busy) continue;
            session.busy = true;
            return post(
              tokenUrl,
              { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: session.refresh },
              { DPoP: dpopProof(session.key, 'POST', tokenUrl) },
            ).then((answer) => {
              session.busy = false;
              if (answer.status === 200) session.refresh = JSON.parse(answer.text).refresh_token;
              return answer;
            });
          }
          return Promise.resolve({ status: 'no-idle-session', ms: 0 });
        },
        cpuMarkers,
        databaseCpu,
      );
    }
    console.log(
      `\nHeld at p99 < 1 s, every request served: ${held['password grant'] ?? 0} sign-ins/s, ${held.refresh ?? 0} refreshes/s (the highest steps offered that held)`,
    );
  } finally {
    agent.destroy();
    await cluster?.stop();
  }
}

if (PARTS.has('keycloak')) await keycloakParts();
if (PARTS.has('reads'))
  await benchDashboardReads({
    rates: READ_RATES,
    stepMs: STEP_MS,
    seedSize: CANDIDATES,
    dpop: env.BENCH_READS_DPOP !== 'off',
    port: Number(env.BENCH_SANDBOX_PORT ?? 0),
  });
if (PARTS.has('static'))
  await benchStaticFiles({
    port: Number(env.BENCH_NGINX_PORT ?? 17443),
    seconds: Number(env.BENCH_WRK_SECONDS ?? 10),
    connections: Number(env.BENCH_WRK_CONNECTIONS ?? 32),
  });
