// Keycloak mode (SANDBOX_KEYCLOAK_URL) without Java: its configuration, the token verifier against
// a JWKS served on loopback, and the auth API driving a stand-in of Keycloak's admin REST API
// (fakeKeycloak.ts). The real Keycloak: e2e/keycloak/sandbox-mode.spec.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { createServer, type Socket } from 'node:net';
import { optionsFromEnv, resolveOptions } from '../src/config';
import { loadApi } from '../src/openapi';
import {
  KEYCLOAK_REFUSED_ACCESS,
  KEYCLOAK_UNREACHABLE,
  PASSWORD_MAYBE_CHANGED,
  keycloakAccounts,
  passwordPolicyMessage,
} from '../src/keycloakAccounts';
import { startSandbox, type RunningSandbox } from '../src/server';
import { keycloakTokenVerifier } from '../src/tokenVerifier';
import { IDENTITY_UNREACHABLE as KEYCLOAK_UNREACHABLE_SESSION } from '../src/candidateService';
import { DEV_AUTH_API_SECRET } from '../src/devSecret.mjs';
import { closedPort, startFakeKeycloak, type FakeKeycloak } from './fakeKeycloak';
import { ACCOUNT_IDS, bearer, login, postJson, putChoices, verificationToken, verifyEmail } from './helpers';

describe('configuration of Keycloak mode', () => {
  it('is off by default, and the standalone sandbox keeps its identity routes', () => {
    expect(resolveOptions().keycloak).toBeUndefined();
    expect(resolveOptions(optionsFromEnv({ SANDBOX_KEYCLOAK_URL: '  ' })).keycloak).toBeUndefined();
  });

  it('reads SANDBOX_KEYCLOAK_URL; the admin client and its secret default to the local Keycloak’s', () => {
    const options = resolveOptions(optionsFromEnv({ SANDBOX_KEYCLOAK_URL: 'http://127.0.0.1:8180/' }));
    expect(options.keycloak).toEqual({
      url: 'http://127.0.0.1:8180',
      realm: 'admission',
      adminClientId: 'admission-auth-api',
      adminClientSecret: DEV_AUTH_API_SECRET,
    });
  });

  it('reads the admin client, its secret and the realm (SANDBOX_REALM), and keeps a path', () => {
    const options = resolveOptions(
      optionsFromEnv({
        SANDBOX_KEYCLOAK_URL: 'https://sso.example.edu/auth',
        SANDBOX_KEYCLOAK_ADMIN_CLIENT_ID: 'api-auth',
        SANDBOX_KEYCLOAK_ADMIN_CLIENT_SECRET: 's3cret',
        SANDBOX_REALM: 'ugb',
      }),
    );
    expect(options.keycloak).toEqual({
      url: 'https://sso.example.edu/auth',
      realm: 'ugb',
      adminClientId: 'api-auth',
      adminClientSecret: 's3cret',
    });
  });

  it.each([
    ['http://127.0.0.1:8180/realms/admission', /without \/realms/],
    ['127.0.0.1:8180', /http\(s\) URL/],
    ['ftp://127.0.0.1', /http\(s\) URL/],
    ['pas une adresse', /http\(s\) URL/],
    ['http://127.0.0.1:8180/?realm=admission', /no query/],
  ])('refuses SANDBOX_KEYCLOAK_URL=%s', (value, message) => {
    expect(() => resolveOptions(optionsFromEnv({ SANDBOX_KEYCLOAK_URL: value }))).toThrow(message);
  });
});

describe('password policy refusals in French', () => {
  it.each([
    ['invalidPasswordMinLengthMessage', 'Invalid password: minimum length 12.', 'au moins 12 caractères'],
    [
      'invalidPasswordMinDigitsMessage',
      'Invalid password: must contain at least 1 numerical digits.',
      'au moins 1 chiffre.',
    ],
    [
      'invalidPasswordMinSpecialCharsMessage',
      'Invalid password: must contain at least 2 special characters.',
      'au moins 2 caractères spéciaux',
    ],
    [
      'invalidPasswordHistoryMessage',
      'Invalid password: must not be equal to any of last 3 passwords.',
      'déjà été utilisé',
    ],
    ['invalidPasswordSomethingNew', '', 'ne respecte pas les règles de sécurité'],
  ])('%s', (error, description, expected) => {
    const message = passwordPolicyMessage(error, description);
    expect(message).toMatch(/^Mot de passe refusé par le service d’identité\u00a0: il /);
    expect(message).toContain(expected);
  });
});

describe('the Keycloak token verifier (JWKS on loopback)', () => {
  let fake: FakeKeycloak;
  beforeAll(async () => {
    fake = await startFakeKeycloak();
  });
  afterAll(() => fake.close());
  const verifier = () =>
    keycloakTokenVerifier({ url: fake.url, realm: 'admission', clientId: 'auth-service', now: Date.now });

  it('accepts a token Keycloak signed for the portal, and fetches the keys once', async () => {
    const verify = verifier();
    const before = fake.calls.filter((call) => call.endsWith('/certs')).length;
    for (let i = 0; i < 3; i += 1) {
      const check = await verify(await fake.accessToken());
      expect(check).toMatchObject({ ok: true, payload: { sub: ACCOUNT_IDS.soumis } });
    }
    expect(fake.calls.filter((call) => call.endsWith('/certs')).length - before).toBe(1);
  });

  it('refuses forged and foreign tokens', async () => {
    const verify = verifier();
    const other = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, string][] = [
      [
        'another key, same kid',
        await fake.accessToken({}, { key: other.privateKey }),
        'Token verification failed',
      ],
      [
        'another key, unknown kid',
        await fake.accessToken({}, { key: other.privateKey, kid: 'x' }),
        'Token verification failed',
      ],
      [
        'another issuer',
        await fake.accessToken({ iss: 'http://127.0.0.1:8080/realms/admission' }),
        'Invalid token issuer',
      ],
      ['no exp', await fake.accessToken({ exp: undefined }), 'Token has no exp claim'],
      ['expired', await fake.accessToken({ exp: now - 60, iat: now - 360 }), 'Token expired'],
      ['another audience', await fake.accessToken({ aud: 'other' }), 'Invalid token audience'],
      ['an ID token', await fake.accessToken({ typ: 'ID' }), 'Token is not an access token'],
      ['another client', await fake.accessToken({ azp: 'admin-cli' }), 'Token was not issued to the portal'],
      [
        'alg none',
        new UnsecuredJWT({ iss: fake.issuer, sub: ACCOUNT_IDS.soumis }).encode(),
        'Token verification failed',
      ],
      [
        'HS256',
        await new SignJWT({
          iss: fake.issuer,
          aud: 'account',
          typ: 'Bearer',
          azp: 'auth-service',
          exp: now + 60,
        })
          .setProtectedHeader({ alg: 'HS256', kid: 'fake-keycloak-key' })
          .sign(new TextEncoder().encode('a shared secret nobody should trust')),
        'Token verification failed',
      ],
    ];
    for (const [name, token, description] of cases) {
      expect({ name, check: await verify(token) }).toEqual({ name, check: { ok: false, description } });
    }
  });

  it('says the keys are unavailable (not that the token is bad) when Keycloak does not answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const verify = keycloakTokenVerifier({
      url: `http://127.0.0.1:${await closedPort()}`,
      realm: 'admission',
      clientId: 'auth-service',
      now: Date.now,
    });
    expect(await verify(await fake.accessToken())).toEqual({
      ok: false,
      description: 'Signing keys unavailable',
      unavailable: true,
    });
    error.mockRestore();
  });
});

describe('a sandbox in Keycloak mode', () => {
  let fake: FakeKeycloak;
  let sandbox: RunningSandbox;
  let standalone: RunningSandbox;
  beforeAll(async () => {
    fake = await startFakeKeycloak();
    sandbox = await startSandbox(0, {
      keycloakUrl: fake.url,
      portalUrl: 'http://portail.test:5173',
      devRoutes: 'keycloak',
    });
    standalone = await startSandbox(0, { devRoutes: true });
  });
  afterAll(async () => {
    await Promise.all([sandbox.close(), standalone.close(), fake.close()]);
  });
  beforeEach(async () => {
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  });
  afterEach(() => vi.restoreAllMocks());

  const applications = (accountId: string, token: string) =>
    fetch(`${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${accountId}`, {
      headers: bearer(token),
    });
  const verify = (userId: string, email = 'candidat.rejete@example.org') =>
    verifyEmail(sandbox.url, userId, verificationToken(sandbox, { id: userId, email }));
  const requestReset = (email: string) =>
    postJson(`${sandbox.url}/api/auth/reset-password/request`, { email });
  const confirmReset = (token: string, newPassword: string) =>
    postJson(`${sandbox.url}/api/auth/reset-password/confirm`, { userId: token, newPassword });
  const checkReset = (token: string) => postJson(`${sandbox.url}/api/auth/reset-password/check`, { token });
  async function resetLinkToken(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(200);
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as {
      to: string;
      link: string;
    }[];
    return (
      new URL(mails.filter((mail) => mail.to === email.toLowerCase()).at(-1)?.link ?? '').searchParams.get(
        'token',
      ) ?? ''
    );
  }

  it('serves no identity route: nothing can sign in against the imitation', async () => {
    for (const path of [
      'protocol/openid-connect/token',
      'protocol/openid-connect/certs',
      '.well-known/openid-configuration',
    ]) {
      const response = await fetch(`${sandbox.url}/realms/admission/${path}`, {
        method: path.endsWith('token') ? 'POST' : 'GET',
      });
      expect(response.status, path).toBe(404);
    }
    expect((await fetch(`${sandbox.url}/health`)).status).toBe(200);
  });

  it('reads the candidate’s applications with a Keycloak token, and refuses a standalone sandbox’s token', async () => {
    const ok = await applications(ACCOUNT_IDS.soumis, await fake.accessToken());
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: unknown[] }).data).toHaveLength(1);

    const foreign = (await login(standalone.url, 'candidat.soumis@example.org')).access_token;
    const refused = await applications(ACCOUNT_IDS.soumis, foreign);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    expect(await refused.text()).toBe('');
  });

  it('records a staff decision under the name and id the Keycloak token carries', async () => {
    const token = await fake.accessToken({
      sub: ACCOUNT_IDS.admin,
      name: 'Admin Keycloak',
      realm_access: { roles: ['admin'] },
    });
    const staff = `${sandbox.url}/api/candidate-service/Staff/applications`;
    const list = (await (
      await fetch(`${staff}/coran?status=pending`, { headers: bearer(token) })
    ).json()) as {
      data: { items: { id: string; version: number }[] };
    };
    const first = list.data.items[0];
    if (!first) throw new Error('no pending application');
    const decided = await fetch(`${staff}/${first.id}/decisions`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'accepted', version: first.version }),
    });
    expect(decided.status).toBe(200);
    const history = (await (
      await fetch(`${staff}/${first.id}/decisions`, { headers: bearer(token) })
    ).json()) as {
      data: { decidedBy: unknown }[];
    };
    expect(history.data.at(-1)?.decidedBy).toEqual({ id: ACCOUNT_IDS.admin, name: 'Admin Keycloak' });
  });

  it('mails a decision to the application’s address only: the token’s `email` is the reviewer’s', async () => {
    const token = await fake.accessToken({
      sub: ACCOUNT_IDS.admin,
      email: 'admin@ugb.example.sn',
      realm_access: { roles: ['admin'] },
    });
    const { state } = sandbox.sandbox;
    state.applications = state.applications.map((a) =>
      a.candidateId === 'CAND-2025-00142' ? { ...a, email: null } : a,
    );
    for (const id of ['CAND-2025-00157', 'CAND-2025-00142']) {
      const decided = await fetch(`${sandbox.url}/api/candidate-service/Staff/applications/${id}/decisions`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ decision: 'accepted', version: 1 }),
      });
      expect(decided.status, id).toBe(200);
    }
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as {
      kind: string;
      to: string;
    }[];
    // Keycloak holds the accounts: without the application's address, nobody is mailed.
    expect(mails.filter((mail) => mail.kind === 'decision').map((mail) => mail.to)).toEqual([
      'candidat.unique@example.org',
    ]);
  });

  it('mails a receipt to the Keycloak token’s `email` claim, the only address it knows', async () => {
    const withEmail = await fake.accessToken({ email: 'aminata.diop@ugb.example.sn' });
    const saved = await putChoices(sandbox.url, withEmail, {
      AccountId: ACCOUNT_IDS.soumis,
      PreferredLanguage: 'fr',
      ProgramId: 'prog-physique-chimie',
    });
    expect(saved.status).toBe(200);
    const { reference } = ((await saved.json()) as { data: { reference: string } }).data;
    const send = (token: string) =>
      fetch(`${sandbox.url}/api/candidate-service/Candidate/receipts/${reference}/email`, {
        method: 'POST',
        headers: bearer(token),
      });
    const sent = await send(withEmail);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      isSuccess: true,
      message: 'Le justificatif a été envoyé à l’adresse a•••@ugb.example.sn.',
    });
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as {
      to: string;
      link: string;
    }[];
    expect(mails.at(-1)).toMatchObject({
      to: 'aminata.diop@ugb.example.sn',
      link: `http://portail.test:5173/admission/candidat/justificatif/${reference}`,
    });
    // Not the seed's address: Keycloak holds the account. A token without the claim has none.
    const without = await send(await fake.accessToken());
    expect(without.status).toBe(500);
    expect(await without.json()).toEqual({
      isSuccess: false,
      message: 'Aucune adresse e-mail n’est connue pour ce compte.',
    });
  });

  it('starts with the verification e-mail of candidat.nonverifie, whose link verifies it at Keycloak', async () => {
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as { link: string }[];
    expect(mails.map((mail) => mail.link)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^http://portail\\.test:5173/admission/verify-email/${ACCOUNT_IDS.nonverifie}\\?token=[\\w-]{43}$`,
        ),
      ),
    ]);
    const link = new URL(mails[0]?.link ?? 'http://invalid/');
    const response = await verifyEmail(
      sandbox.url,
      ACCOUNT_IDS.nonverifie,
      link.searchParams.get('token') ?? '',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isSuccess: true, message: 'E-mail vérifié avec succès.' });
    expect(fake.users.get(ACCOUNT_IDS.nonverifie)).toMatchObject({
      emailVerified: true,
      requiredActions: [],
      firstName: 'Awa',
    });
    // The id alone does nothing at Keycloak.
    expect((await verifyEmail(sandbox.url, ACCOUNT_IDS.rejete, 'pas-un-jeton')).status).toBe(400);
    expect((await verify('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await verify('pas-un-id')).status).toBe(400);
  });

  it('resets a password at Keycloak: new password, sessions ended, lockout cleared; the link is spent', async () => {
    expect((await requestReset('personne@example.org')).status).toBe(200);
    const token = await resetLinkToken('Candidat.Rejete@example.org');
    fake.calls.length = 0;
    // Judged when the page opens, by this service alone: Keycloak is not asked, nothing is spent.
    expect((await checkReset(token)).status).toBe(200);
    expect(fake.calls).toEqual([]);
    const response = await confirmReset(token, 'Nouveau#2026');
    expect(await response.json()).toEqual({ isSuccess: true, message: 'Mot de passe modifié avec succès.' });
    const id = ACCOUNT_IDS.rejete;
    expect(fake.calls).toEqual(
      expect.arrayContaining([
        `PUT /admin/realms/admission/users/${id}/reset-password`,
        `POST /admin/realms/admission/users/${id}/logout`,
        `DELETE /admin/realms/admission/attack-detection/brute-force/users/${id}`,
      ]),
    );
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(400);
    expect((await checkReset(token)).status).toBe(400);
  });

  it('gives a Keycloak password policy refusal in French, and the link stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = await resetLinkToken('candidat.rejete@example.org');
    fake.nextResetPassword = {
      status: 400,
      body: {
        error: 'invalidPasswordHistoryMessage',
        error_description: 'Invalid password: must not be equal to any of last 3 passwords.',
      },
    };
    const refused = await confirmReset(token, 'Ancien#2024');
    expect(refused.status).toBe(400);
    // The page opened again on the same link is told it still works.
    expect((await checkReset(token)).status).toBe(200);
    expect(await refused.json()).toEqual({
      isSuccess: false,
      message: 'Mot de passe refusé par le service d’identité\u00a0: il a déjà été utilisé récemment.',
    });
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(200);
  });

  it('never says done when Keycloak failed half-way (sessions not ended): 502, and the link stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = await resetLinkToken('candidat.rejete@example.org');
    fake.nextLogout = { status: 500, body: { error: 'unknown_error' } };
    const failed = await confirmReset(token, 'Nouveau#2026');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ isSuccess: false, message: PASSWORD_MAYBE_CHANGED });
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(200);
  });

  it('signs in again when Keycloak no longer takes its admin token (401), once', async () => {
    expect((await verify(ACCOUNT_IDS.rejete)).status).toBe(200);
    const before = fake.signIns();
    fake.revokeTokens();
    expect((await verify(ACCOUNT_IDS.rejete)).status).toBe(200);
    expect(fake.signIns()).toBe(before + 1);
  });
});

describe('the auth API’s Keycloak client', () => {
  let fake: FakeKeycloak;
  beforeAll(async () => {
    fake = await startFakeKeycloak();
  });
  afterAll(() => fake.close());
  afterEach(() => vi.restoreAllMocks());
  const settings = (overrides: { url?: string; adminClientSecret?: string } = {}) => ({
    url: fake.url,
    realm: 'admission',
    adminClientId: 'admission-auth-api',
    adminClientSecret: DEV_AUTH_API_SECRET,
    ...overrides,
  });

  it('keeps its token while it is valid and signs in again when it is about to expire', async () => {
    fake.tokenLifetime = 300;
    const accounts = keycloakAccounts(settings());
    const before = fake.signIns();
    await accounts.findByEmail('candidat.rejete@example.org');
    await accounts.findByEmail('candidat.rejete@example.org');
    expect(fake.signIns()).toBe(before + 1);

    // Tokens that expire within the renewal margin (10 s) are renewed at each call.
    fake.tokenLifetime = 5;
    const shortLived = keycloakAccounts(settings());
    const start = fake.signIns();
    await shortLived.findByEmail('candidat.rejete@example.org');
    await shortLived.findByEmail('candidat.rejete@example.org');
    expect(fake.signIns()).toBe(start + 2);
    fake.tokenLifetime = 300;
  });

  it('finds an account by its exact address only, case aside', async () => {
    const accounts = keycloakAccounts(settings());
    expect(await accounts.findByEmail(' CANDIDAT.rejete@example.org ')).toEqual({
      id: ACCOUNT_IDS.rejete,
      email: 'candidat.rejete@example.org',
      emailVerified: true,
    });
    // Keycloak's own flag: the resend goes only to an address not yet verified.
    expect(await accounts.findByEmail('candidat.nonverifie@example.org')).toMatchObject({
      emailVerified: false,
    });
    expect(await accounts.findByEmail('rejete@example.org')).toBeUndefined();
  });

  it('reports a wrong client secret as a refused access (502), not as an unknown account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const accounts = keycloakAccounts(settings({ adminClientSecret: 'wrong' }));
    await expect(accounts.verifyEmail(ACCOUNT_IDS.rejete)).rejects.toMatchObject({
      status: 502,
      message: KEYCLOAK_REFUSED_ACCESS,
    });
  });

  it('reports an unreachable Keycloak (502), and one that does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = keycloakAccounts(settings({ url: `http://127.0.0.1:${await closedPort()}` }));
    await expect(down.findByEmail('candidat.rejete@example.org')).rejects.toMatchObject({
      status: 502,
      message: KEYCLOAK_UNREACHABLE,
    });
    await expect(down.setPassword(ACCOUNT_IDS.rejete, 'Nouveau#2026')).rejects.toMatchObject({
      status: 502,
      message: KEYCLOAK_UNREACHABLE,
      retry: true,
    });

    // A server that accepts the connection and never answers.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const port = (silent.address() as { port: number }).port;
    const slow = keycloakAccounts(settings({ url: `http://127.0.0.1:${port}` }), { timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.verifyEmail(ACCOUNT_IDS.rejete)).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(3000);
    held.forEach((socket) => socket.destroy());
    silent.close();
  });
});

describe('a sandbox in Keycloak mode whose Keycloak does not answer', () => {
  let fake: FakeKeycloak;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    fake = await startFakeKeycloak();
    sandbox = await startSandbox(0, {
      keycloakUrl: `http://127.0.0.1:${await closedPort()}`,
      devRoutes: 'keycloak',
    });
  });
  afterAll(async () => {
    await Promise.all([sandbox.close(), fake.close()]);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      'candidate-service',
      'getApplicationsByAccount',
      KEYCLOAK_UNREACHABLE_SESSION,
      async () =>
        fetch(
          `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
          {
            headers: bearer(await fake.accessToken()),
          },
        ),
    ],
    [
      'auth-service',
      'verifyEmail',
      KEYCLOAK_UNREACHABLE,
      () =>
        verifyEmail(
          sandbox.url,
          ACCOUNT_IDS.nonverifie,
          verificationToken(sandbox, {
            id: ACCOUNT_IDS.nonverifie,
            email: 'candidat.nonverifie@example.org',
          }),
        ),
    ],
    [
      'auth-service',
      'requestPasswordReset',
      KEYCLOAK_UNREACHABLE,
      () =>
        postJson(`${sandbox.url}/api/auth/reset-password/request`, { email: 'candidat.rejete@example.org' }),
    ],
  ] as const)('%s %s answers 502 as openapi/ documents it', async (api, operation, message, request) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await request();
    expect(response.status).toBe(502);
    const body = (await response.json()) as unknown;
    expect(body).toEqual({ isSuccess: false, message });
    expect((await loadApi(api)).validateResponse(body, operation, 502).errors ?? []).toEqual([]);
  });

  it('sends no reset e-mail when Keycloak could not say whose address it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await postJson(`${sandbox.url}/api/auth/reset-password/request`, {
      email: 'candidat.unique@example.org',
    });
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as { kind: string }[];
    expect(mails.map((mail) => mail.kind)).toContain('verify-email');
    expect(mails.map((mail) => mail.kind)).not.toContain('reset-password');
  });
});
