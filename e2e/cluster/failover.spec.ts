// The Keycloak cluster through its faults (project `cluster`, after the tests of e2e/keycloak/ are
// done with it): PostgreSQL, two Keycloak nodes in production mode and nginx balancing them
// (scripts/keycloak/cluster.mjs), run by scripts/keycloak/cluster-run.mjs, whose control API kills
// and restarts a node and stops and starts PostgreSQL. A candidate in Chromium, through the portal
// built for Keycloak: the node that signed them in dies with SIGKILL mid-journey; the refresh, the
// dashboard and a programme change go on through the other node without a new sign-in; the node
// comes back and rejoins; PostgreSQL stops: a sign-in meanwhile is told « Forte affluence » and goes
// through by itself once the database is back. Before all that, with both nodes up: a session
// revoked (the portal's « Déconnexion ») on one node while the other is refreshing it does not live
// on. Each step's time goes to the test's annotations.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dpopProof, workerKey } from '../dpopProof';
import {
  DEMO_PASSWORD,
  backToDashboard,
  logIn,
  nextTokenAnswer,
  resetSandbox,
  watchPageErrors,
  saveRanking,
} from '../support';
import { CLIENT_ID, KC_SANDBOX_URL, KEYCLOAK_URL, KeycloakAdmin, TOKEN_URL, signIn } from '../keycloak/admin';

const CONTROL_URL = `http://127.0.0.1:${Number(process.env.E2E_KEYCLOAK_PORT ?? 18180) + 1000}`;
const CANDIDATE = 'candidat.soumis@example.org';
/** Another candidate, for the sessions made through the API and the sign-in during the outage. */
const PROBE = 'candidat.unique@example.org';
/** A node's start on 2 busy cores: 30 to 200 s. */
const NODE_START_MS = 300_000;

interface ClusterState {
  upstreamLog: string;
  size: number;
  postgres: { running: boolean };
  nodes: {
    name: string;
    url: string;
    httpPort: number;
    managementUrl: string;
    logFile: string;
    alive: boolean;
  }[];
}

async function control<T>(request: APIRequestContext, path: string, data?: string): Promise<T> {
  const response = path.startsWith('GET ')
    ? await request.get(`${CONTROL_URL}${path.slice(4)}`)
    : await request.post(`${CONTROL_URL}${path}`, { data: data ?? '', timeout: NODE_START_MS });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
const state = (request: APIRequestContext) => control<ClusterState>(request, 'GET /state');

/** nginx's log: one line per request, with the node that answered it. */
const upstreamLines = (log: string) => readFileSync(log, 'utf8').trim().split('\n');

/**
 * The index of the node that answered the first token request (of status `status`) nginx logged after
 * line `mark`; nginx writes the line once the answer is sent, so it is waited for.
 */
async function tokenServedBy(request: APIRequestContext, mark: number, status = 200): Promise<number> {
  const { upstreamLog, nodes } = await state(request);
  let line: string | undefined;
  await expect
    .poll(
      () =>
        (line = upstreamLines(upstreamLog)
          .slice(mark)
          .find((entry) =>
            entry.startsWith('POST /realms/admission/protocol/openid-connect/token ' + status),
          )),
      { message: "nginx's line of the token request", timeout: 10_000 },
    )
    .toBeTruthy();
  // `upstream=127.0.0.1:a, 127.0.0.1:b`: every node tried, the last one answered.
  const served = /upstream=(.+?) upstream_status=/
    .exec(line ?? '')?.[1]
    ?.split(', ')
    .at(-1);
  return nodes.findIndex((node) => served === `127.0.0.1:${node.httpPort}`);
}

/** The `sid` claim of the page's access token: its Keycloak session. */
async function sessionOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const sid = sessionStateOf(token ?? '');
  expect(sid, 'the access token names its session').toBeTruthy();
  return sid;
}

/** The `sid` claim of an access token. */
function sessionStateOf(accessToken: string): string {
  return (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
    .sid;
}

/** The readiness of a node (its management port): 200, 503, or 0 when it does not answer. */
async function readiness(request: APIRequestContext, managementUrl: string): Promise<number> {
  return request
    .get(`${managementUrl}/health/ready`, { timeout: 5_000 })
    .then((response) => response.status())
    .catch(() => 0);
}

/**
 * The page reloaded once its access token is gone (as after its 5 minutes): the portal refreshes
 * the session with its refresh token before it draws the dashboard. (Moving the page's clock
 * instead would date the refresh's DPoP proof in the future, which Keycloak refuses.)
 */
async function refreshOnReload(target: Page) {
  const answer = nextTokenAnswer(target);
  await target.evaluate(() => localStorage.removeItem('access_token'));
  await target.reload();
  await expect(target).toHaveURL(/\/admission\/candidat\/dashboard$/);
  return answer;
}

test.describe.configure({ mode: 'serial' });

let page: Page;
let signInNode = -1;

/** Every node of the cluster alive (one killed by an earlier run of these tests is started again). */
async function everyNodeUp(request: APIRequestContext) {
  const now = await state(request);
  for (let index = 0; index < now.size; index += 1)
    if (!now.nodes[index]?.alive) await control(request, `/nodes/${index}/restart`);
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(NODE_START_MS + 60_000);
  await resetSandbox(request, KC_SANDBOX_URL);
  await everyNodeUp(request);
  // Both in one cluster: the second node's log has a view of two members.
  const { nodes } = await state(request);
  const last = nodes.at(-1);
  expect(nodes.length).toBe(2);
  await expect
    .poll(
      () => /ISPN000094: Received new cluster view.*\(2\)/.test(readFileSync(last?.logFile ?? '', 'utf8')),
      {
        message: 'a two-member cluster view',
        timeout: 120_000,
      },
    )
    .toBe(true);
  page = await browser.newPage();
});

test.afterAll(async ({ request }) => {
  await page?.close();
  // Whatever failed above: the database running, the candidate's sessions ended (a node left dead
  // is started again by the next run's beforeAll, if the cluster outlives this one).
  if (!(await state(request)).postgres.running) await control(request, '/postgres/start');
  await new KeycloakAdmin(request).logout(CANDIDATE);
  await resetSandbox(request, KC_SANDBOX_URL);
});

/**
 * A request of the portal's client to one node itself (as nginx forwards it: the same issuer and
 * DPoP URL whichever node answers), with a proof of this worker's key.
 */
function toNode(
  request: APIRequestContext,
  node: { url: string },
  endpoint: 'token' | 'revoke',
  form: Record<string, string>,
) {
  const path = `/realms/admission/protocol/openid-connect/${endpoint}`;
  return request.post(`${node.url}${path}`, {
    form: { client_id: CLIENT_ID, ...form },
    headers: {
      DPoP: dpopProof(workerKey, 'POST', `${KEYCLOAK_URL}${path}`),
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-Host': new URL(KEYCLOAK_URL).host,
    },
  });
}

/** Races of a revocation on one node against a refresh of the same token on the other. */
const REVOKE_RACES = 50;

test('a session revoked on one node while the other refreshes it does not live on', async ({ request }) => {
  test.setTimeout(180_000);
  const { nodes } = await state(request);
  const [first, second] = nodes;
  if (!first || !second) throw new Error('two nodes expected');
  const survivors: string[] = [];
  let interleaved = 0;
  let refreshedFirst = 0;
  for (let run = 0; run < REVOKE_RACES; run += 1) {
    const { refresh_token: refreshToken } = await signIn(request, PROBE);
    // The refresh sent to the second node, then 0 to 20 ms later the revocation to the first, as
    // « Déconnexion » in one tab meets a refresh in another (nginx may send them to either node).
    let refreshAnswered = 0;
    const refreshing = toNode(request, second, 'token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    }).then((response) => {
      refreshAnswered = Date.now();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, (run % 5) * 5));
    const revokeSent = Date.now();
    const revoked = await toNode(request, first, 'revoke', {
      token: refreshToken,
      token_type_hint: 'refresh_token',
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
    const refreshed = await refreshing;
    if (refreshAnswered >= revokeSent) interleaved += 1;
    // A refresh that got in first rotated the token: its successor is the one a tab would hold, and
    // it is tried first. The revoked token, spent by that refresh, is refused as reused, and that
    // replay detaches the client session (docs/identity-provider.md): tried first, it would end a
    // session the revocation had left alive, and hide it.
    const held = [refreshToken];
    if (refreshed.ok()) {
      refreshedFirst += 1;
      held.unshift(((await refreshed.json()) as { refresh_token: string }).refresh_token);
    }
    // Neither is taken by either node any more. Tried once each: a 200 would rotate the token, and
    // a second try of it would be refused as reused whether the session lives or not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const token of held)
      for (const node of nodes) {
        const response = await toNode(request, node, 'token', {
          grant_type: 'refresh_token',
          refresh_token: token,
        });
        if (response.ok())
          survivors.push(
            `run ${run + 1}: ${token === refreshToken ? 'the revoked token' : 'its refreshed successor'} taken by ${node.name}`,
          );
      }
  }
  const description = `${REVOKE_RACES} races: ${interleaved} refreshes answered after the revocation was sent, ${refreshedFirst} refreshed before it took effect; sessions alive after: ${survivors.length}`;
  test.info().annotations.push({ type: 'revocation', description });
  console.log(`revocation against a refresh on the other node: ${description}`);
  expect(survivors).toEqual([]);
  // The races did race: some refreshes were still on their way when the revocation went out.
  expect(interleaved, 'refreshes in flight when the revocation was sent').toBeGreaterThan(0);
  await new KeycloakAdmin(request).logout(PROBE);
});

test('a node killed with SIGKILL mid-journey: the refresh, the dashboard and a programme change go through the other node, without a new sign-in', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const errors = watchPageErrors(page);
  const { upstreamLog, nodes } = await state(request);
  let mark = upstreamLines(upstreamLog).length;
  await logIn(page, CANDIDATE);
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  signInNode = await tokenServedBy(request, mark);
  expect(signInNode, 'nginx names the node that signed the candidate in').toBeGreaterThanOrEqual(0);
  // Keycloak 26's persistent sessions: the session is a row of the database, not one node's memory.
  const sid = await sessionOf(page);
  const { rows } = await control<{ rows: string[] }>(
    request,
    '/postgres/query',
    `SELECT count(*) FROM offline_user_session WHERE user_session_id = '${sid}' AND offline_flag = '0'`,
  );
  expect(rows).toEqual(['1']);

  const killed = Date.now();
  await control(request, `/nodes/${signInNode}/kill`);
  mark = upstreamLines(upstreamLog).length;
  const answer = await refreshOnReload(page);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  test.info().annotations.push({
    type: 'failover',
    description: `${nodes[signInNode]?.name} killed: the refresh through ${nodes[1 - signInNode]?.name} answered ${((Date.now() - killed) / 1000).toFixed(1)} s after the kill`,
  });
  expect(await tokenServedBy(request, mark), 'the refresh is served by the other node').toBe(1 - signInNode);
  expect(await sessionOf(page), 'the same session, no new sign-in').toBe(sid);

  // The dashboard and a programme change, with the token the surviving node issued.
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await saveRanking(page, ['Productions animales', 'Productions végétales', 'Agroforesterie']);
  await backToDashboard(page);
  await expect(page.getByRole('region', { name: 'Programme choisi' })).toContainText(
    'Choix n° 1Productions animales',
  );
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  expect(errors).toEqual([]);
});

test('the killed node restarts, rejoins the cluster and serves a refresh itself', async ({ request }) => {
  test.setTimeout(NODE_START_MS + 120_000);
  expect(signInNode).toBeGreaterThanOrEqual(0);
  const started = Date.now();
  await control(request, `/nodes/${signInNode}/restart`);
  const node = (await state(request)).nodes[signInNode];
  if (!node) throw new Error('no such node');
  expect(await readiness(request, node.managementUrl)).toBe(200);
  // It joined the other node: Infinispan logs a view of two members.
  await expect
    .poll(() => /ISPN000094: Received new cluster view.*\(2\)/.test(readFileSync(node.logFile, 'utf8')), {
      message: 'a two-member cluster view in its log',
      timeout: 120_000,
    })
    .toBe(true);
  // A refresh sent to this node itself (as nginx forwards it), of a session made through nginx.
  const tokens = await signIn(request, PROBE);
  const direct = await toNode(request, node, 'token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  expect(direct.status(), await direct.text()).toBe(200);
  const body = (await direct.json()) as { session_state: string };
  expect(body.session_state).toBe(sessionStateOf(tokens.access_token));
  test.info().annotations.push({
    type: 'failover',
    description: `${node.name} ready again and in the cluster ${((Date.now() - started) / 1000).toFixed(1)} s after its restart`,
  });
  await new KeycloakAdmin(request).logout(PROBE);
});

test('PostgreSQL stopped: a sign-in is told « Forte affluence » and goes through by itself once it is back; the open session lives on', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { nodes } = await state(request);
  const stopped = Date.now();
  await control(request, '/postgres/stop');
  // Keycloak says it is not ready while its database is gone.
  for (const node of nodes)
    await expect
      .poll(() => readiness(request, node.managementUrl), {
        message: `${node.name} not ready`,
        timeout: 60_000,
      })
      .toBe(503);
  // A token request meanwhile: nginx answers for Keycloak (whose own answer is a 500) « come back in
  // 10 s », in OAuth's form.
  const refused = await request.post(TOKEN_URL, {
    form: { grant_type: 'password', client_id: CLIENT_ID, username: PROBE, password: DEMO_PASSWORD },
    headers: { DPoP: dpopProof(workerKey, 'POST', TOKEN_URL) },
  });
  expect(refused.status()).toBe(503);
  expect(refused.headers()['retry-after']).toBe('10');
  expect(((await refused.json()) as { error: string }).error).toBe('temporarily_unavailable');

  const other = await browser.newPage();
  const errors = watchPageErrors(other);
  const grants: { status: number; at: number }[] = [];
  other.on('response', (response) => {
    if (response.url() === TOKEN_URL && response.request().method() === 'POST')
      grants.push({ status: response.status(), at: Date.now() });
  });
  await logIn(other, PROBE);
  const notice = other.locator('[data-adm="overloaded"]');
  await expect(notice.getByText('Forte affluence')).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByText(/^Nouvel essai (dans \d+\u00a0s|en cours…)$/)).toBeVisible();
  await expect(other.getByLabel('E-mail')).toHaveValue(PROBE);

  await control(request, '/postgres/start');
  const restarted = Date.now();
  for (const node of nodes)
    await expect
      .poll(() => readiness(request, node.managementUrl), { message: `${node.name} ready`, timeout: 120_000 })
      .toBe(200);
  const readyMs = Date.now() - restarted;
  // No click: the portal's next try (10 s asked, then a draw within its backoff) signs in.
  await expect(other).toHaveURL(/\/admission\/candidat\/dashboard$/, { timeout: 120_000 });
  await expect(other.getByText('Forte affluence')).toHaveCount(0);
  const signedInMs = Date.now() - restarted;
  // The portal read nginx's 503 and waited the 10 s it asked for (then a draw of its backoff).
  const [first, ...then] = grants;
  expect(first?.status).toBe(503);
  expect(then.at(-1)?.status).toBe(200);
  expect((then[0]?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(9_500);
  expect(errors).toEqual([]);
  await other.close();

  // The first candidate's session, untouched during the outage, refreshes as before.
  expect((await refreshOnReload(page)).status).toBe(200);
  test.info().annotations.push({
    type: 'failover',
    description: `PostgreSQL down ${((restarted - stopped) / 1000).toFixed(1)} s; both nodes ready ${(readyMs / 1000).toFixed(1)} s after it was back; the waiting sign-in through ${(signedInMs / 1000).toFixed(1)} s after`,
  });
  await new KeycloakAdmin(request).logout(PROBE);
});
