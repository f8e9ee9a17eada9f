// The sandbox in Keycloak mode (SANDBOX_KEYCLOAK_URL) against the REAL Keycloak 26.5.6, over HTTP
// only: candidate-service trusts Keycloak's tokens and nobody else's, and the auth API's e-mail
// links (the sandbox's outbox) act on Keycloak's users through its admin REST API.
//
// Each test puts back at Keycloak what it changed (e-mail verification, password, lockout,
// sessions), through the admin REST API as the auth API's client, so the other specs of
// e2e/keycloak/ find the realm as deploy/keycloak/ has it.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ACCOUNT_IDS, DEMO_PASSWORD } from '../../apps/sandbox/src/seed';
import { DEV_AUTH_API_SECRET } from '../../scripts/keycloak/dev.mjs';

const KEYCLOAK_URL = `http://127.0.0.1:${process.env.E2E_KEYCLOAK_PORT ?? 18180}`;
/** The sandbox in Keycloak mode (playwright.config.ts). */
const KC_SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_KC_SANDBOX_PORT ?? 18081}`;
/** The standalone sandbox, its own identity provider. */
const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 18080}`;
const REALM_URL = `${KEYCLOAK_URL}/realms/admission`;
const NEW_PASSWORD = 'Nouveau#2026';
/** A client address of this spec's own, so the reset-request limit per client is not the other specs'. */
const CLIENT_ADDRESS = { 'X-Real-IP': '192.0.2.81' };

interface Mail {
  to: string;
  kind: 'verify-email' | 'reset-password';
  link: string;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

function passwordGrant(
  request: APIRequestContext,
  tokenUrl: string,
  username: string,
  password = DEMO_PASSWORD,
) {
  return request.post(tokenUrl, {
    form: { grant_type: 'password', client_id: 'auth-service', username, password },
  });
}

const keycloakLogin = (request: APIRequestContext, username: string, password = DEMO_PASSWORD) =>
  passwordGrant(request, `${REALM_URL}/protocol/openid-connect/token`, username, password);

async function tokensOf(response: APIResponse): Promise<Tokens> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tokens;
}

async function oauthError(response: APIResponse) {
  return {
    status: response.status(),
    ...((await response.json()) as { error: string; error_description: string }),
  };
}

async function outbox(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get(`${KC_SANDBOX_URL}/_outbox.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/** Keycloak's admin REST API as the auth API's client (client credentials; manage-users). */
async function admin(
  request: APIRequestContext,
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = await tokensOf(
    await request.post(`${REALM_URL}/protocol/openid-connect/token`, {
      form: {
        grant_type: 'client_credentials',
        client_id: 'admission-auth-api',
        client_secret: DEV_AUTH_API_SECRET,
      },
    }),
  );
  const response = await request.fetch(`${KEYCLOAK_URL}/admin/realms/admission${path}`, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The account as deploy/keycloak/ has it, for what these tests change. */
async function restoreAtKeycloak(
  request: APIRequestContext,
  userId: string,
  fields: Record<string, unknown> = {},
) {
  if (Object.keys(fields).length) await admin(request, 'PUT', `/users/${userId}`, fields);
  await admin(request, 'PUT', `/users/${userId}/reset-password`, {
    type: 'password',
    value: DEMO_PASSWORD,
    temporary: false,
  });
  await admin(request, 'DELETE', `/attack-detection/brute-force/users/${userId}`);
  await admin(request, 'POST', `/users/${userId}/logout`);
}

const applicationsOf = (request: APIRequestContext, accountId: string, token: string) =>
  request.get(
    `${KC_SANDBOX_URL}/api/candidate-service/Candidate/with-applications-bac/account/${accountId}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );

test.beforeAll(async ({ request }) => {
  // The sandbox's own data (applications, outbox, reset links, rate limits): back to the seed.
  expect((await request.post(`${KC_SANDBOX_URL}/_sandbox/reset`)).ok()).toBe(true);
});

test('a Keycloak token reads the candidate’s own applications, and not another account’s', async ({
  request,
}) => {
  const { access_token: token } = await tokensOf(
    await keycloakLogin(request, 'candidat.multiple@example.org'),
  );
  const own = await applicationsOf(request, ACCOUNT_IDS.multiple, token);
  expect(own.status()).toBe(200);
  const body = (await own.json()) as { isSuccess: boolean; data: { accountId: string; status: string }[] };
  expect(body.isSuccess).toBe(true);
  expect(body.data.map((application) => [application.accountId, application.status])).toEqual([
    [ACCOUNT_IDS.multiple, 'waitlisted'],
    [ACCOUNT_IDS.multiple, 'reviewing'],
  ]);
  expect((await applicationsOf(request, ACCOUNT_IDS.soumis, token)).status()).toBe(403);
});

test('a token of the standalone sandbox is refused (401), and the Keycloak-mode sandbox has no /realms', async ({
  request,
}) => {
  const foreign = await tokensOf(
    await passwordGrant(
      request,
      `${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`,
      'candidat.multiple@example.org',
    ),
  );
  const refused = await applicationsOf(request, ACCOUNT_IDS.multiple, foreign.access_token);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer realm="admission", error="invalid_token"/);
  expect(await refused.text()).toBe('');
  expect((await applicationsOf(request, ACCOUNT_IDS.multiple, 'pas-un-jeton')).status()).toBe(401);

  // Nothing can sign in against the imitation.
  const imitation = await passwordGrant(
    request,
    `${KC_SANDBOX_URL}/realms/admission/protocol/openid-connect/token`,
    'candidat.multiple@example.org',
  );
  expect(imitation.status()).toBe(404);
  expect(
    (await request.get(`${KC_SANDBOX_URL}/realms/admission/protocol/openid-connect/certs`)).status(),
  ).toBe(404);
});

test('verify-email through the outbox link makes candidat.nonverifie able to sign in at Keycloak', async ({
  request,
}) => {
  const email = 'candidat.nonverifie@example.org';
  const id = ACCOUNT_IDS.nonverifie;
  try {
    expect(await oauthError(await keycloakLogin(request, email))).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      error_description: 'Account is not fully set up',
    });
    const mail = (await outbox(request)).find((m) => m.kind === 'verify-email' && m.to === email);
    expect(mail?.link).toMatch(/\/admission\/verify-email\/[0-9a-f-]{36}$/);
    const userId = mail?.link.split('/').at(-1) ?? '';
    expect(userId).toBe(id);

    const verified = await request.post(`${KC_SANDBOX_URL}/api/auth/users/${userId}/verify-email`);
    expect(await verified.json()).toEqual({ isSuccess: true, message: 'Email vérifié avec succès.' });
    expect(verified.status()).toBe(200);
    const tokens = await tokensOf(await keycloakLogin(request, email));
    expect((await applicationsOf(request, id, tokens.access_token)).status()).toBe(200);

    // The link opened twice still ends on success; an unknown account is a 404.
    expect((await request.post(`${KC_SANDBOX_URL}/api/auth/users/${userId}/verify-email`)).status()).toBe(
      200,
    );
    const unknown = await request.post(
      `${KC_SANDBOX_URL}/api/auth/users/00000000-0000-4000-8000-000000000000/verify-email`,
    );
    expect(unknown.status()).toBe(404);
  } finally {
    await restoreAtKeycloak(request, id, { emailVerified: false, requiredActions: ['VERIFY_EMAIL'] });
  }
  expect((await oauthError(await keycloakLogin(request, email))).error_description).toBe(
    'Account is not fully set up',
  );
});

test('a password reset through the outbox link: the new password signs in, the old one and the old sessions are refused, the lockout is cleared', async ({
  request,
}) => {
  const email = 'candidat.rejete@example.org';
  const id = ACCOUNT_IDS.rejete;
  try {
    const before = await tokensOf(await keycloakLogin(request, email));

    // Five wrong passwords (the realm's failure factor) lock the account for at least a minute:
    // then even the right password is refused, as a wrong one.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await keycloakLogin(request, email, 'Mauvais#2025')).status()).toBe(401);
    }
    await expect
      .poll(async () => (await keycloakLogin(request, email)).status(), { timeout: 5000 })
      .toBe(401);

    const unknown = await request.post(`${KC_SANDBOX_URL}/api/auth/reset-password/request`, {
      data: { email: 'inconnu.keycloak@example.org' },
      headers: CLIENT_ADDRESS,
    });
    expect(unknown.status()).toBe(404);
    const requested = await request.post(`${KC_SANDBOX_URL}/api/auth/reset-password/request`, {
      data: { email: 'Candidat.Rejete@example.org' },
      headers: CLIENT_ADDRESS,
    });
    expect(await requested.json()).toEqual({
      isSuccess: true,
      message: `Un email de réinitialisation a été envoyé à ${email}.`,
    });
    const mail = (await outbox(request)).filter((m) => m.kind === 'reset-password' && m.to === email).at(-1);
    const token = new URL(mail?.link ?? 'http://invalid/').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const confirm = (newPassword: string) =>
      request.post(`${KC_SANDBOX_URL}/api/auth/reset-password/confirm`, {
        data: { userId: token, newPassword },
      });
    // The spec's rules come first, and leave the link usable.
    expect((await confirm('faible')).status()).toBe(400);
    const confirmed = await confirm(NEW_PASSWORD);
    expect(await confirmed.json()).toEqual({ isSuccess: true, message: 'Mot de passe modifié avec succès.' });
    expect(confirmed.status()).toBe(200);
    expect((await confirm(NEW_PASSWORD)).status()).toBe(400);

    const after = await tokensOf(await keycloakLogin(request, email, NEW_PASSWORD));
    expect((await applicationsOf(request, id, after.access_token)).status()).toBe(200);
    expect(await oauthError(await keycloakLogin(request, email))).toMatchObject({
      status: 401,
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
    const oldRefresh = await request.post(`${REALM_URL}/protocol/openid-connect/token`, {
      form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: before.refresh_token },
    });
    expect(await oauthError(oldRefresh)).toMatchObject({ status: 400, error: 'invalid_grant' });
  } finally {
    await restoreAtKeycloak(request, id);
  }
  await tokensOf(await keycloakLogin(request, email));
  await admin(request, 'POST', `/users/${id}/logout`);
});
