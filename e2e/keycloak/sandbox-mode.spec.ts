// The sandbox in Keycloak mode (SANDBOX_KEYCLOAK_URL) against the REAL Keycloak 26.5.6, over HTTP
// only: candidate-service trusts Keycloak's tokens and nobody else's, and the auth API's e-mail
// links (the sandbox's outbox) act on Keycloak's users through its admin REST API.
//
// Each test puts back at Keycloak what it changed (e-mail verification, password, lockout,
// sessions), through the admin REST API as the auth API's client, so the other specs of
// e2e/keycloak/ find the realm as deploy/keycloak/ has it.
import { expect, test, type APIResponse } from '@playwright/test';
import { ACCOUNT_IDS } from '../../apps/sandbox/src/seed';
import { SANDBOX_URL, outbox, resetSandbox } from '../support';
import {
  FAILURE_FACTOR,
  FAILURE_SPACING_MS,
  KC_SANDBOX_URL,
  KeycloakAdmin,
  applicationsOf,
  passwordGrant,
  passwordGrantAt,
  realmUrls,
  refreshGrant,
  signIn,
  type Tokens,
} from './admin';
import { ath, dpopGrant, dpopHeaders, dpopKey, dpopProof } from '../dpopProof';

const NEW_PASSWORD = 'Nouveau#2026';
/** A client address of this spec's own, so the reset-request limit per client is not the other specs'. */
const CLIENT_ADDRESS = { 'X-Real-IP': '192.0.2.81' };

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

test.beforeAll(async ({ request }) => {
  // The sandbox's own data (applications, outbox, reset links, rate limits): back to the seed.
  await resetSandbox(request, KC_SANDBOX_URL);
});

test('a Keycloak token reads the candidate’s own applications, and not another account’s', async ({
  request,
}) => {
  const { access_token: token } = await signIn(request, 'candidat.multiple@example.org');
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

test('a DPoP-bound Keycloak token is served only as DPoP with a proof of its key (Keycloak mode)', async ({
  request,
}) => {
  // Keycloak binds the tokens to the proof's key (the realm requires DPoP for the portal's client).
  const key = dpopKey();
  const signedIn = await dpopGrant(
    request,
    realmUrls().token,
    {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'candidat.multiple@example.org',
      password: 'Admission#2025',
    },
    key,
  );
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access_token: token, token_type: type } = (await signedIn.json()) as {
    access_token: string;
    token_type: string;
  };
  expect(type).toBe('DPoP');
  const url = `${KC_SANDBOX_URL}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.multiple}`;
  const withProof = await request.get(url, {
    headers: {
      Authorization: `DPoP ${token}`,
      DPoP: dpopProof(key, 'GET', url, { claims: { ath: ath(token) } }),
    },
  });
  expect(withProof.status(), await withProof.text()).toBe(200);
  const asBearer = await applicationsOf(request, ACCOUNT_IDS.multiple, token, { bearer: true });
  expect(asBearer.status()).toBe(401);
  expect(asBearer.headers()['www-authenticate']).toContain('DPoP-bound token presented as Bearer');
  const stolen = await request.get(url, {
    headers: {
      Authorization: `DPoP ${token}`,
      DPoP: dpopProof(dpopKey(), 'GET', url, { claims: { ath: ath(token) } }),
    },
  });
  expect(stolen.status()).toBe(401);
  expect(stolen.headers()['www-authenticate']).toContain('error="invalid_dpop_proof"');
  await new KeycloakAdmin(request).endSessions('candidat.multiple@example.org');
});

test('a token of the standalone sandbox is refused (401), and the Keycloak-mode sandbox has no /realms', async ({
  request,
}) => {
  const foreign = await tokensOf(
    await passwordGrantAt(request, realmUrls(SANDBOX_URL).token, 'candidat.multiple@example.org'),
  );
  const refused = await applicationsOf(request, ACCOUNT_IDS.multiple, foreign.access_token, {
    bearer: true,
  });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer realm="admission", error="invalid_token"/);
  expect(await refused.text()).toBe('');
  expect((await applicationsOf(request, ACCOUNT_IDS.multiple, 'pas-un-jeton')).status()).toBe(401);

  // Nothing can sign in against the imitation.
  const imitation = await passwordGrantAt(
    request,
    realmUrls(KC_SANDBOX_URL).token,
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
  const admin = new KeycloakAdmin(request, 'auth-api');
  try {
    expect(await oauthError(await passwordGrant(request, email))).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      error_description: 'Account is not fully set up',
    });
    const mail = (await outbox(request, KC_SANDBOX_URL)).find(
      (m) => m.kind === 'verify-email' && m.to === email,
    );
    expect(mail?.link).toMatch(/\/admission\/verify-email\/[0-9a-f-]{36}\?token=[\w-]{43}$/);
    const link = new URL(mail?.link ?? 'http://invalid/');
    const userId = link.pathname.split('/').at(-1) ?? '';
    expect(userId).toBe(id);
    const verify = (token: string | undefined) =>
      request.post(`${KC_SANDBOX_URL}/api/auth/users/${userId}/verify-email`, {
        ...(token === undefined ? {} : { data: { token } }),
      });

    // The account id alone, or a made-up token, does nothing at Keycloak (docs/behaviour.md, deviation 49).
    expect((await verify(undefined)).status()).toBe(400);
    expect((await verify('A'.repeat(43))).status()).toBe(400);
    expect(await admin.user(email)).toMatchObject({ emailVerified: false });

    const verified = await verify(link.searchParams.get('token') ?? '');
    expect(await verified.json()).toEqual({ isSuccess: true, message: 'E-mail vérifié avec succès.' });
    expect(verified.status()).toBe(200);
    const tokens = await signIn(request, email);
    expect((await applicationsOf(request, id, tokens.access_token)).status()).toBe(200);

    // The link opened twice still ends on success.
    expect((await verify(link.searchParams.get('token') ?? '')).status()).toBe(200);
  } finally {
    await admin.updateUser(email, { emailVerified: false, requiredActions: ['VERIFY_EMAIL'] });
    await admin.restore(email);
  }
  expect((await oauthError(await passwordGrant(request, email))).error_description).toBe(
    'Account is not fully set up',
  );
});

test('a password reset through the outbox link: the new password signs in, the old one and the old sessions are refused, the lockout is cleared', async ({
  request,
}) => {
  const email = 'candidat.rejete@example.org';
  const id = ACCOUNT_IDS.rejete;
  const admin = new KeycloakAdmin(request, 'auth-api');
  try {
    const before = await signIn(request, email);

    // The realm's failure factor of wrong passwords, spaced over the quick-login check, lock the
    // account for a minute: then even the right password is refused, as a wrong one.
    for (let attempt = 0; attempt < FAILURE_FACTOR; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, FAILURE_SPACING_MS));
      expect((await passwordGrant(request, email, 'Mauvais#2025')).status()).toBe(401);
      // Keycloak records each failure off the request's thread, at the time it records it: the next
      // one waits for it, or on a busy machine two recorded times fell within the quick-login check
      // (1 s) and the count never reached the lock (a clean-clone run: not locked 5 s after).
      await expect
        .poll(async () => (await new KeycloakAdmin(request).bruteForce(email)).numFailures, {
          timeout: 10_000,
        })
        .toBe(attempt + 1);
    }
    // Keycloak records a failure off the request's thread: wait for the lock itself, since a right
    // password that arrives before it signs in and clears the count.
    await expect
      .poll(async () => (await new KeycloakAdmin(request).bruteForce(email)).disabled, { timeout: 5000 })
      .toBe(true);
    expect((await passwordGrant(request, email)).status()).toBe(401);

    const unknown = await request.post(`${KC_SANDBOX_URL}/api/auth/reset-password/request`, {
      data: { email: 'inconnu.keycloak@example.org' },
      headers: CLIENT_ADDRESS,
    });
    // The same answer as for an account (no enumeration), and no e-mail.
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual({
      isSuccess: true,
      message:
        'Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d’y être envoyé.',
    });
    const requested = await request.post(`${KC_SANDBOX_URL}/api/auth/reset-password/request`, {
      data: { email: 'Candidat.Rejete@example.org' },
      headers: CLIENT_ADDRESS,
    });
    expect(await requested.json()).toEqual({
      isSuccess: true,
      message:
        'Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d’y être envoyé.',
    });
    const mail = (await outbox(request, KC_SANDBOX_URL))
      .filter((m) => m.kind === 'reset-password' && m.to === email)
      .at(-1);
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

    const after = await signIn(request, email, NEW_PASSWORD);
    expect((await applicationsOf(request, id, after.access_token)).status()).toBe(200);
    expect(await oauthError(await passwordGrant(request, email))).toMatchObject({
      status: 401,
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
    const oldRefresh = await refreshGrant(request, before.refresh_token);
    expect(await oauthError(oldRefresh)).toMatchObject({ status: 400, error: 'invalid_grant' });
  } finally {
    await admin.restore(email);
  }
  await signIn(request, email);
  await admin.logout(email);
});

test('a signed-in password change at Keycloak: a wrong current password is refused and counted, the right one sets the new password and ends the other sessions only', async ({
  request,
}) => {
  const email = 'candidat.multiple@example.org';
  const admin = new KeycloakAdmin(request, 'auth-api');
  const change = (token: string, currentPassword: string, newPassword: string) =>
    request.post(`${KC_SANDBOX_URL}/api/auth/password`, {
      data: { currentPassword, newPassword },
      headers: dpopHeaders('POST', `${KC_SANDBOX_URL}/api/auth/password`, token),
    });
  try {
    const here = await signIn(request, email);
    const elsewhere = await signIn(request, email);

    const wrong = await change(here.access_token, 'Mauvais#2025', NEW_PASSWORD);
    expect(await wrong.json()).toEqual({
      isSuccess: false,
      message: 'Le mot de passe actuel est incorrect.',
    });
    expect(wrong.status()).toBe(403);
    // Counted by Keycloak's brute-force detection, as a wrong sign-in would be.
    expect((await admin.bruteForce(email)).numFailures).toBe(1);
    // The rules come before the current password is checked.
    expect((await change(here.access_token, 'Admission#2025', 'faible')).status()).toBe(400);

    const changed = await change(here.access_token, 'Admission#2025', NEW_PASSWORD);
    expect(await changed.json()).toEqual({ isSuccess: true, message: 'Mot de passe modifié avec succès.' });
    expect(changed.status()).toBe(200);

    await signIn(request, email, NEW_PASSWORD);
    expect((await passwordGrant(request, email)).status()).toBe(401);
    // The caller's session goes on; the other one, and the check's own grant, are gone.
    await tokensOf(await refreshGrant(request, here.refresh_token));
    expect(await oauthError(await refreshGrant(request, elsewhere.refresh_token))).toMatchObject({
      status: 400,
      error: 'invalid_grant',
    });
  } finally {
    await admin.restore(email);
  }
  await signIn(request, email);
  await admin.logout(email);
});
