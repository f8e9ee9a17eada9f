// The identity provider's allow-list at the portal's origin (deploy/nginx.conf, deploy/README.md), through
// Debian's nginx in front of the sandbox (project `nginx`): every spelling of the token endpoint
// nginx takes for it is counted by the sign-in limit and reaches the sandbox at the canonical path;
// every other path under /realms (`token/`, `Token`, the master realm, userinfo…) and /admin is a
// 404 from nginx that reaches nothing. The same table runs in front of the real Keycloak in
// e2e/keycloak/proxy.spec.ts.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CANONICAL, expectAllowList, formatOutcomes, runVariants, sendRaw } from './identityVariants';
import { resetSandbox } from './support';

const HTTPS_PORT = Number(process.env.E2E_NGINX_PORT ?? 18443);
const prefix = process.env.E2E_NGINX_PREFIX ?? join(process.cwd(), 'test-results', `nginx-${HTTPS_PORT}`);

test.beforeEach(async ({ request }) => resetSandbox(request));

test('only the realm admission’s token, logout, revocation, certs and discovery pass; each spelling of them meets its limit', async () => {
  const outcomes = await runVariants(HTTPS_PORT, prefix);
  console.log(`identity paths through nginx, in front of the sandbox:\n${formatOutcomes(outcomes)}`);
  expectAllowList(outcomes);
  // The variants nginx takes for the token endpoint are the sandbox's grant (401 for nobody), not
  // a 404 of a path the sandbox does not know: the sandbox got the canonical path.
  const token = outcomes.filter((o) => o.variant.endpoint === 'token' && o.limit === 'PASSED');
  expect(token.length).toBeGreaterThan(0);
  for (const o of token) expect(JSON.parse(o.body), o.variant.path).toMatchObject({ error: 'invalid_grant' });
});

test('a sign-in through a percent-encoded token path and a logout through a dot segment work end to end', async () => {
  const form =
    'grant_type=password&client_id=auth-service&username=candidat.soumis%40example.org&password=Admission%232025';
  const signIn = await sendRaw(HTTPS_PORT, 'POST', '/realms/admission/protocol/openid-connect/%74oken', form);
  expect(signIn.status).toBe(200);
  const { refresh_token: refreshToken } = JSON.parse(signIn.body) as { refresh_token: string };
  const logout = await sendRaw(
    HTTPS_PORT,
    'POST',
    '/realms/admission/protocol/x/../openid-connect/logout',
    `client_id=auth-service&refresh_token=${refreshToken}`,
  );
  expect(logout.status).toBe(204);
  const refresh = await sendRaw(
    HTTPS_PORT,
    'POST',
    CANONICAL.token,
    `grant_type=refresh_token&client_id=auth-service&refresh_token=${refreshToken}`,
  );
  expect(refresh.status).toBe(400);
  expect(JSON.parse(refresh.body)).toMatchObject({
    error: 'invalid_grant',
    error_description: 'Session not active',
  });
});
