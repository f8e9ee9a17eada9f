// `npm run test:cluster`: the Keycloak cluster (scripts/keycloak/cluster.mjs), real processes on
// loopback, through its faults. A candidate signs in through nginx; the node that served the
// sign-in is killed with SIGKILL; the next refresh goes through the other node without a new
// sign-in; the killed node restarts, rejoins the cluster and serves a refresh of the same session;
// then PostgreSQL is restarted: Keycloak refuses meanwhile (its readiness check says so) and
// recovers by itself. Prints how long each step took.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { after, before, test } from 'node:test';
import { ath, dpopKey, dpopProof } from '../../e2e/dpopProof.ts';
import { startCluster } from './cluster.mjs';

const CLIENT_ID = 'auth-service';
const CANDIDATE = { username: 'candidat.soumis@example.org', password: 'Admission#2025' };
const PROBE = { username: 'candidat.unique@example.org', password: 'Admission#2025' };
const key = dpopKey();
const figures = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let cluster;

/** POSTs a form over HTTP(S), a new connection each time; resolves with the status and JSON body. */
function post(url, form, headers = {}) {
  const body = new URLSearchParams(form).toString();
  const send = url.startsWith('https:') ? request : httpRequest;
  return new Promise((resolveAnswer, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        agent: false,
        rejectUnauthorized: false,
        timeout: 30_000,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // an HTML error page (nginx) or nothing
          }
          resolveAnswer({ status: res.statusCode, json, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

async function get(url, headers = {}) {
  const send = url.startsWith('https:') ? request : httpRequest;
  return new Promise((resolveAnswer, reject) => {
    const req = send(url, { agent: false, rejectUnauthorized: false, timeout: 10_000, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolveAnswer({ status: res.statusCode, text }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

const tokenPath = () => `${cluster.realmUrl}/protocol/openid-connect/token`;

/**
 * A token request to `target` (nginx by default, or a node's own URL); the proof names the public
 * URL, which every node takes as its own (hostname and X-Forwarded-*), whoever receives it.
 */
function grant(form, target = tokenPath(), headers = {}) {
  return post(
    target,
    { client_id: CLIENT_ID, ...form },
    { DPoP: dpopProof(key, 'POST', tokenPath()), ...headers },
  );
}

const upstreamLines = () => readFileSync(cluster.nginx.upstreamLog, 'utf8').trim().split('\n');

/**
 * The node that answered the first token request nginx logged after line `mark`. nginx writes its
 * log line once the answer is sent, so the client may read the answer first: wait for the line.
 */
async function servedBy(mark) {
  let line;
  await waitFor(
    "nginx's log line of the token request",
    () =>
      (line = upstreamLines()
        .slice(mark)
        .find((entry) => entry.startsWith('POST '))) !== undefined,
    10_000,
  );
  const served = /upstream=(\S+)/.exec(line)?.[1].split(', ').at(-1);
  return cluster.nodes.findIndex((node) => served === `127.0.0.1:${node.httpPort}`);
}

async function waitFor(what, condition, timeoutMs) {
  const started = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${seconds(timeoutMs)}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

const ready = async (node) =>
  (await get(`${node.managementUrl}/health/ready`).catch(() => ({ status: 0 }))).status;

before(
  async () => {
    const started = Date.now();
    cluster = await startCluster({ log: (line) => console.log(line) });
    figures.push(
      `cluster started in ${seconds(Date.now() - started)} (${cluster.nodes.map((n) => `${n.name} ${seconds(n.startMs)}`).join(', ')})`,
    );
  },
  { timeout: 1_200_000 },
);

after(async () => {
  await cluster?.stop();
  console.log(['', 'Keycloak cluster failover:', ...figures.map((line) => `  ${line}`), ''].join('\n'));
});

test(
  'a session survives a node killed with SIGKILL, its restart and a PostgreSQL restart',
  { timeout: 1_500_000 },
  async (t) => {
    let tokens;
    let signInNode;
    await t.test('a candidate signs in through nginx; the session is in the database', async () => {
      const mark = upstreamLines().length;
      const answer = await grant({ grant_type: 'password', scope: 'openid', ...CANDIDATE });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.token_type, 'DPoP');
      tokens = answer.json;
      signInNode = await servedBy(mark);
      assert.ok(signInNode >= 0, 'nginx names the node that answered');
      // Keycloak 26's persistent user sessions: the session is a row, not only a node's memory.
      const rows = cluster.postgres.psql(
        `SELECT count(*) FROM offline_user_session WHERE user_session_id = '${tokens.session_state}' AND offline_flag = '0'`,
        cluster.postgres.database,
      );
      assert.equal(rows.trim(), '1');
    });

    await t.test(
      'the node that signed the candidate in dies (SIGKILL); the next refresh goes through the other',
      async () => {
        const victim = cluster.nodes[signInNode];
        const killed = Date.now();
        await victim.kill();
        const mark = upstreamLines().length;
        const answer = await grant({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
        const refreshedMs = Date.now() - killed;
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.json.session_state, tokens.session_state, 'the same session, no new sign-in');
        assert.equal(await servedBy(mark), 1 - signInNode, 'served by the surviving node');
        tokens = answer.json;
        // The access token works there too (userinfo, DPoP-bound).
        const userinfo = `${cluster.realmUrl}/protocol/openid-connect/userinfo`;
        const info = await get(userinfo, {
          Authorization: `DPoP ${tokens.access_token}`,
          DPoP: dpopProof(key, 'GET', userinfo, { claims: { ath: ath(tokens.access_token) } }),
        });
        assert.equal(info.status, 200, info.text);
        figures.push(
          `${victim.name} killed: refresh through ${cluster.nodes[1 - signInNode].name} answered ${seconds(refreshedMs)} after the kill`,
        );
      },
    );

    await t.test('the killed node restarts, rejoins and serves a refresh of the same session', async () => {
      const started = Date.now();
      const node = await cluster.restartNode(signInNode);
      assert.equal(await ready(node), 200);
      // It joined the other node's cluster: Infinispan logs a view of two members.
      await waitFor(
        'a two-member cluster view in its log',
        () => /ISPN000094: Received new cluster view.*\(2\)/.test(readFileSync(node.logFile, 'utf8')),
        120_000,
      );
      const answer = await grant(
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        `${node.url}/realms/admission/protocol/openid-connect/token`,
        {
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': new URL(cluster.publicUrl).host,
        },
      );
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.session_state, tokens.session_state);
      tokens = answer.json;
      figures.push(
        `${node.name} restarted and served a refresh of the session in ${seconds(Date.now() - started)} (start ${seconds(node.startMs)})`,
      );
    });

    await t.test('PostgreSQL restarted: Keycloak refuses meanwhile and recovers by itself', async () => {
      // A second candidate's session probes the outage; the first one's is left alone until the
      // database is back (a refresh tried during the outage may not survive it: see the figures).
      const probeSignIn = await grant({ grant_type: 'password', scope: 'openid', ...PROBE });
      assert.equal(probeSignIn.status, 200, probeSignIn.text);
      const stopped = Date.now();
      await cluster.postgres.stop();
      const during = await grant({
        grant_type: 'refresh_token',
        refresh_token: probeSignIn.json.refresh_token,
      }).catch((error) => ({ status: 0, text: String(error) }));
      assert.notEqual(during.status, 200, 'no refresh without the database');
      const notReadyMs = await waitFor(
        'a node reporting not ready',
        async () => (await ready(cluster.nodes[0])) === 503,
        120_000,
      );
      const describe = (answer) =>
        `${answer.status} (${answer.json ? `${answer.json.error} ${answer.json.error_description ?? ''}`.trim() : answer.text.slice(0, 60)})`;
      figures.push(
        `PostgreSQL stopped: a refresh answered ${describe(during)}, /health/ready 503 after ${seconds(notReadyMs)}`,
      );
      cluster.postgres.start();
      const restarted = Date.now();
      for (const node of cluster.nodes)
        await waitFor(`${node.name} ready again`, async () => (await ready(node)) === 200, 120_000);
      const readyMs = Date.now() - restarted;
      let last;
      const recoveredMs = await waitFor(
        'a refresh once PostgreSQL is back',
        async () => {
          last = await grant({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).catch(
            (error) => ({ status: 0, text: String(error) }),
          );
          return last.status === 200;
        },
        120_000,
      ).catch((error) => {
        throw new Error(`${error.message}; last answer ${last ? describe(last) : 'none'}`);
      });
      assert.equal(last.json.session_state, tokens.session_state, 'the same session, no new sign-in');
      tokens = last.json;
      const probeAfter = await grant({
        grant_type: 'refresh_token',
        refresh_token: probeSignIn.json.refresh_token,
      });
      figures.push(
        `PostgreSQL down ${seconds(restarted - stopped)}; both nodes ready ${seconds(readyMs)} after it was back, the session refreshed ${seconds(recoveredMs)} later; the session whose refresh was tried during the outage: ${describe(probeAfter)} afterwards`,
      );
    });
  },
);
