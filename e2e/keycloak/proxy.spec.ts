// The production nginx config (deploy/nginx.conf) in front of the real Keycloak 26.5.6 of this
// project (deploy/README.md): a second nginx, started here by scripts/nginx/run.mjs with the identity
// upstream pointed at a recorder that passes everything on to Keycloak, so the test sees the very
// path Keycloak received. The table of e2e/identityVariants.ts: the token endpoint's spellings are
// counted by the sign-in limit and reach Keycloak at its canonical path, everything else under
// /realms (`token/`, which Keycloak itself would process; the master realm) and /admin is a 404
// that never reaches it. Needs Debian's nginx and njs, as the project `nginx` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxAvailable } from '../../scripts/nginx/available.mjs';
import { DEV_ADMIN } from '../../scripts/keycloak/dev.mjs';
import {
  CANONICAL,
  expectAllowList,
  formatOutcomes,
  runVariants,
  sendRaw,
  startRecorder,
  VARIANTS,
  type Outcome,
} from '../identityVariants';
import { dpopProof, workerKey } from '../dpopProof';
import { CLIENT_ID, KEYCLOAK_URL } from './admin';

const KEYCLOAK_PORT = Number(process.env.E2E_KEYCLOAK_PORT ?? 18180);
/** This nginx's HTTPS port (and the next two: its redirect and its CSP sink). */
const NGINX_PORT = Number(process.env.E2E_KC_NGINX_PORT ?? KEYCLOAK_PORT + 2);
const PORTAL_PORT = Number(process.env.E2E_KC_PORTAL_PORT ?? 14174);
const prefix = join(process.cwd(), 'test-results', `nginx-keycloak-${NGINX_PORT}`);

test.skip(!nginxAvailable, 'Debian nginx with njs is needed (apt-get install -y nginx libnginx-mod-http-js)');
test.describe.configure({ mode: 'serial' });

let nginx: ChildProcess | undefined;
let recorder: Awaited<ReturnType<typeof startRecorder>> | undefined;

test.beforeAll(async () => {
  recorder = await startRecorder(`127.0.0.1:${KEYCLOAK_PORT}`);
  nginx = spawn('node', ['scripts/nginx/run.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_NGINX_PORT: String(NGINX_PORT),
      E2E_NGINX_PREFIX: prefix,
      // The portal this project built (only its files and CSP are served; nothing here loads them).
      E2E_NGINX_ROOT: `apps/portal/dist-e2e-keycloak-${PORTAL_PORT}`,
      E2E_NGINX_IDENTITY_UPSTREAM: recorder.address,
      E2E_SANDBOX_PORT: process.env.E2E_KC_SANDBOX_PORT ?? '18081',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await sendRaw(NGINX_PORT, 'GET', CANONICAL.certs)).status;
        } catch {
          return 0;
        }
      },
      { message: `nginx on ${NGINX_PORT} in front of Keycloak`, timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await recorder?.close();
});

test('in front of Keycloak: only the realm admission’s token, logout, revocation, certs and discovery pass, each at its canonical path', async () => {
  const outcomes: Outcome[] = [];
  const received: (string | undefined)[] = [];
  for (const variant of VARIANTS) {
    const before = recorder?.received.length ?? 0;
    const [outcome] = await runVariants(NGINX_PORT, prefix, [variant]);
    if (outcome) outcomes.push(outcome);
    received.push(recorder?.received.slice(before).join(', ') || undefined);
  }
  console.log(
    `identity paths through nginx, in front of Keycloak 26.5.6:\n${formatOutcomes(outcomes, received)}`,
  );
  expectAllowList(outcomes);
  // What Keycloak received: nothing, or exactly the endpoint's canonical path (no query).
  const forwarded = outcomes.map((o, index) => ({
    path: o.variant.path,
    got: received[index] ?? '(nothing)',
    want:
      o.upstream === '-' || !o.variant.endpoint
        ? '(nothing)'
        : `${o.variant.method} ${CANONICAL[o.variant.endpoint]}`,
  }));
  expect(forwarded.filter((f) => f.got !== f.want)).toEqual([]);
  // Every spelling of the token endpoint was a grant Keycloak processed (nobody's: 401), where
  // Keycloak alone answers some of them 400 "Request path not normalized".
  for (const o of outcomes.filter((x) => x.variant.endpoint === 'token' && x.limit === 'PASSED'))
    expect(JSON.parse(o.body), o.variant.path).toMatchObject({ error: 'invalid_grant' });
});

test('in front of Keycloak: the master realm’s administrator gets no token at the portal’s origin; Keycloak itself would give one', async ({
  request,
}) => {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: 'admin-cli',
    ...DEV_ADMIN,
  }).toString();
  const master = '/realms/master/protocol/openid-connect/token';
  const before = recorder?.received.length ?? 0;
  expect((await sendRaw(NGINX_PORT, 'POST', master, form)).status).toBe(404);
  expect((await sendRaw(NGINX_PORT, 'POST', master.replace('/master/', '/%6Daster/'), form)).status).toBe(
    404,
  );
  expect((await sendRaw(NGINX_PORT, 'GET', '/admin/master/console/')).status).toBe(404);
  expect(recorder?.received.slice(before)).toEqual([]);
  // The same grant straight to Keycloak: the credentials are right, so the 404 is nginx's doing.
  const direct = await request.post(`${KEYCLOAK_URL}${master}`, {
    form: Object.fromEntries(new URLSearchParams(form)),
  });
  expect(direct.status()).toBe(200);
});

test('in front of Keycloak: a DPoP sign-in through a percent-encoded path, its refresh, and its revocation through a dot segment', async () => {
  const user = 'candidat.accepte@example.org';
  const grant = `grant_type=password&client_id=${CLIENT_ID}&username=${encodeURIComponent(user)}&password=${encodeURIComponent('Admission#2025')}`;
  // The realm requires DPoP: Keycloak, told the public URL by nginx's X-Forwarded-Proto and
  // X-Forwarded-Host (it runs with --proxy-headers=xforwarded), compares htu with it. nginx hands
  // it the endpoint's canonical path, so that is the URL a proof names.
  const publicToken = `https://127.0.0.1:${NGINX_PORT}/realms/admission/protocol/openid-connect/token`;
  const proof = () => ({ DPoP: dpopProof(workerKey, 'POST', publicToken) });
  const signIn = () =>
    sendRaw(NGINX_PORT, 'POST', '/realms/admission/protocol/openid-connect/%74oken', grant, proof());
  let signedIn = await signIn();
  // Keycloak's "login in progress" window (docs/identity-provider.md): once more after it.
  for (let attempt = 0; signedIn.status === 401 && attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    signedIn = await signIn();
  }
  expect(signedIn.status, signedIn.body).toBe(200);
  const { refresh_token: refreshToken, token_type: type } = JSON.parse(signedIn.body) as {
    refresh_token: string;
    token_type: string;
  };
  expect(type).toBe('DPoP');
  const refresh = `grant_type=refresh_token&client_id=${CLIENT_ID}&refresh_token=${encodeURIComponent(refreshToken)}`;
  // Without a proof the refresh is refused (the client requires one); with one it goes through.
  const bare = await sendRaw(NGINX_PORT, 'POST', '/realms//admission/protocol/openid-connect/token', refresh);
  expect(JSON.parse(bare.body)).toMatchObject({
    error: 'invalid_request',
    error_description: 'DPoP proof is missing',
  });
  const refreshed = await sendRaw(
    NGINX_PORT,
    'POST',
    '/realms//admission/protocol/openid-connect/token',
    refresh,
    proof(),
  );
  expect(refreshed.status, refreshed.body).toBe(200);
  const { refresh_token: newest } = JSON.parse(refreshed.body) as { refresh_token: string };
  // A bound session ends by revocation (Keycloak's logout endpoint refuses a bound refresh token).
  const revoke = await sendRaw(
    NGINX_PORT,
    'POST',
    '/realms/admission/protocol/x/../openid-connect/revoke',
    `client_id=${CLIENT_ID}&token=${encodeURIComponent(newest)}&token_type_hint=refresh_token`,
  );
  expect(revoke.status).toBe(200);
  const after = await sendRaw(
    NGINX_PORT,
    'POST',
    '/realms/admission/protocol/openid-connect/token',
    `grant_type=refresh_token&client_id=${CLIENT_ID}&refresh_token=${encodeURIComponent(newest)}`,
    proof(),
  );
  expect(JSON.parse(after.body)).toMatchObject({ error: 'invalid_grant' });
});
