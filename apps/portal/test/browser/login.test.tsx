import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoginRoute } from '../../src/features/login/LoginRoute';
import { createSessionKey } from '../../src/services/dpopKey';
import { paths } from '../../src/config/paths';
import {
  app,
  envelope,
  fakeFetch,
  json,
  landing,
  makeToken,
  memoryStorage,
  TOKEN_PATH,
  tokenResponse,
  application,
} from './support';

const LOGOUT_PATH = '/realms/admission/protocol/openid-connect/logout';
const APPLICATIONS = 'GET /api/candidate-service/Candidate/with-applications-bac/account/account-1';

const routes = [
  { path: paths.login, element: <LoginRoute /> },
  landing(paths.dashboard, 'dashboard'),
  landing(paths.deposit, 'deposit'),
  landing(paths.profile, 'profile'),
];

async function logIn() {
  await userEvent.fill(page.getByLabelText('E-mail'), 'awa.diop@example.sn');
  await userEvent.fill(page.getByLabelText('Mot de passe'), 'Admission#2025');
  await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the password grant, stores the session and hands the applications to the dashboard', async () => {
    const storage = memoryStorage();
    const token = makeToken();
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(token)),
      [APPLICATIONS]: () => envelope([application]),
    });
    const { element, services } = app(routes, { path: paths.login, fetch: network.fetch, storage });
    await render(element);
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('dashboard');
    expect(page.getByTestId('landing').element().textContent).toContain('"candidateId":"c-1"');
    const [grant, list] = network.requests;
    expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'awa.diop@example.sn',
      password: 'Admission#2025',
    });
    // Call 3 carries the token just obtained: the session was stored before it went out.
    expect(list?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(storage.values.get('access_token')).toBe(token);
    expect(storage.values.get('accountId')).toBe('account-1');
    expect(JSON.stringify([...storage.values.values()])).not.toContain('Admission#2025');
    expect(services.sessionActor.getSnapshot().matches('active')).toBe(true);
  });

  it('hands a failed call 3 to the dashboard, which shows it at once instead of waiting for the same call again', async () => {
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(makeToken())),
      [APPLICATIONS]: () => json({ message: 'indisponible' }, 503),
    });
    await render(app(routes, { path: paths.login, fetch: network.fetch, storage: memoryStorage() }).element);
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('dashboard {"loadError":"failed"}');
    expect(network.requests.filter((r) => r.path.includes('with-applications-bac'))).toHaveLength(1);
  });

  it.each([
    [
      { error: 'invalid_grant', error_description: 'Invalid user credentials' },
      401,
      'Identifiants incorrects. Veuillez réessayer.',
    ],
    [
      { error: 'invalid_grant', error_description: 'Account disabled' },
      400,
      'Votre compte est désactivé. Veuillez contacter l’assistance.',
    ],
  ])('words a refusal %j, keeps the email and stores nothing', async (body, status, message) => {
    const storage = memoryStorage();
    const network = fakeFetch({ [`POST ${TOKEN_PATH}`]: () => json(body, status) });
    await render(app(routes, { path: paths.login, fetch: network.fetch, storage }).element);
    await logIn();
    await expect.element(page.getByText(message).first()).toBeVisible();
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('awa.diop@example.sn');
    expect(storage.values.size).toBe(0);
  });

  it('counts the refusals of an address across a reload: both causes from the 3rd, the lockout from the 10th, forgotten once signed in', async () => {
    const refused = () =>
      json({ error: 'invalid_grant', error_description: 'Invalid user credentials' }, 401);
    let answer = refused;
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => answer(),
      [APPLICATIONS]: () => envelope([application]),
    });
    const either =
      'Identifiants incorrects, ou compte bloqué après plusieurs échecs. S’il est bloqué, réessayez dans 15\u00a0minutes au plus ou réinitialisez votre mot de passe.';
    const first = await render(app(routes, { path: paths.login, fetch: network.fetch }).element);
    for (const expected of [
      'Identifiants incorrects. Veuillez réessayer.',
      'Identifiants incorrects. Veuillez réessayer.',
      either,
    ]) {
      await logIn();
      await expect.element(page.getByText(expected).first()).toBeVisible();
    }
    // The browser keeps a count, not the address typed.
    const kept = localStorage.getItem('loginFailures') ?? '';
    expect(Object.values(JSON.parse(kept) as Record<string, number[]>)[0]?.[0]).toBe(3);
    expect(kept).not.toContain('awa');
    // A reload goes on counting: 6 more refusals, then the 10th reads as Keycloak's lock.
    await first.unmount();
    await render(app(routes, { path: paths.login, fetch: network.fetch }).element);
    for (let i = 4; i < 10; i++) {
      await logIn();
      await expect.element(page.getByText(either).first()).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    }
    await logIn();
    await expect
      .element(page.getByText('Trop de tentatives. Veuillez réessayer dans quelques minutes.').first())
      .toBeVisible();
    // Signed in at last: the count is dropped.
    answer = () => json(tokenResponse(makeToken()));
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('dashboard');
    expect(localStorage.getItem('loginFailures')).toBeNull();
  });

  it('refuses a staff account with the spec message, ends its session at the identity provider and fetches nothing', async () => {
    const storage = memoryStorage();
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(makeToken({ realm_access: { roles: ['admin'] } }))),
      [`POST ${LOGOUT_PATH}`]: () => new Response(null, { status: 204 }),
    });
    await render(app(routes, { path: paths.login, fetch: network.fetch, storage }).element);
    await logIn();
    await expect
      .element(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.').first())
      .toBeVisible();
    await expect
      .poll(() => network.requests.map((r) => `${r.method} ${r.path}`))
      .toEqual([`POST ${TOKEN_PATH}`, `POST ${LOGOUT_PATH}`]);
    expect(new URLSearchParams(network.requests[1]?.body).get('refresh_token')).toBe('refresh-1');
    expect(storage.values.size).toBe(0);
  });

  it('with DPoP, keeps no key for a staff account it refuses, and revokes its session without a proof', async () => {
    const REVOKE_PATH = '/realms/admission/protocol/openid-connect/revoke';
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () =>
        json({ ...tokenResponse(makeToken({ realm_access: { roles: ['admin'] } })), token_type: 'DPoP' }),
      [`POST ${REVOKE_PATH}`]: () => new Response(null, { status: 200 }),
    });
    const before = new Set((await indexedDB.databases()).map((db) => db.name));
    const { element } = app(routes, {
      path: paths.login,
      fetch: network.fetch,
      settings: { dpop: true },
    });
    await render(element);
    await logIn();
    await expect
      .element(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.').first())
      .toBeVisible();
    await expect
      .poll(() => network.requests.map((r) => `${r.method} ${r.path}`))
      .toEqual([`POST ${TOKEN_PATH}`, `POST ${REVOKE_PATH}`]);
    // The grant was proved with a new key; nothing of it stays in IndexedDB for the tabs to find.
    expect(network.requests[0]?.headers.get('DPoP')).toBeTruthy();
    expect(network.requests[1]?.headers.get('DPoP')).toBeNull();
    // Looked for in every key database this app made (its refresh lock's name ends in -dpop).
    const keyStores = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.endsWith('-dpop') && !before.has(name));
    for (const name of keyStores) expect(await createSessionKey(name).current()).toBeNull();
  });

  it('says « Trop de tentatives » when the proxy still limits the token endpoint (429) after « Forte affluence »’s tries', async () => {
    // Retry-After: 0 and the backoff's draw at its lowest, so the tries (docs/behaviour.md,
    // deviation 67) follow one another at once.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => new Response('', { status: 429, headers: { 'Retry-After': '0' } }),
    });
    await render(app(routes, { path: paths.login, fetch: network.fetch }).element);
    await logIn();
    await expect
      .element(page.getByText('Trop de tentatives. Veuillez réessayer dans quelques minutes.').first())
      .toBeVisible();
    // The first call and its 5 tries, no more.
    expect(network.requests.filter((r) => r.path === TOKEN_PATH)).toHaveLength(6);
  });

  it('with DPoP, proves a grant retried after « Forte affluence » afresh: a new key and proof, dated by the clock and carrying the nonce the 503 gave', async () => {
    // The overwhelmed server's clock is 10 minutes ahead of this device's; its answer gives a nonce.
    // Retry-After: 0 and the backoff's draw at its lowest: the next try at once.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const ahead = 600_000;
    let grants = 0;
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => {
        grants += 1;
        if (grants === 1) {
          const headers = {
            'Retry-After': '0',
            Date: new Date(Date.now() + ahead).toUTCString(),
            'DPoP-Nonce': 'nonce-503',
          };
          return new Response(JSON.stringify({ error: 'temporarily_unavailable' }), { status: 503, headers });
        }
        // The device's clock again, so the next tests date their proofs as before.
        return new Response(JSON.stringify({ ...tokenResponse(), token_type: 'DPoP' }), {
          headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() },
        });
      },
      [APPLICATIONS]: () => envelope([application]),
    });
    await render(app(routes, { path: paths.login, fetch: network.fetch, settings: { dpop: true } }).element);
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('dashboard');
    const proofs = network.requests
      .filter((r) => r.path === TOKEN_PATH)
      .map((r) => r.headers.get('DPoP') ?? '');
    expect(grants).toBe(2);
    expect(proofs).toHaveLength(2);
    const [firstHeader, secondHeader] = proofs.map((proof) => decodeProtectedHeader(proof));
    const [firstClaims, secondClaims] = proofs.map((proof) => decodeJwt(proof));
    // A key of its own for each try (the one that signs in is the session's), and a new proof.
    expect(secondHeader?.jwk).not.toEqual(firstHeader?.jwk);
    expect(secondClaims?.jti).not.toBe(firstClaims?.jti);
    expect(firstClaims?.nonce).toBeUndefined();
    expect(secondClaims?.nonce).toBe('nonce-503');
    // Dated by the server's clock the 503 gave, not by this device's.
    expect((secondClaims?.iat ?? 0) - (firstClaims?.iat ?? 0)).toBeGreaterThan(ahead / 1000 - 60);
  });

  it('sends a candidate without an application to the deposit page', async () => {
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse()),
      [APPLICATIONS]: () => envelope([]),
    });
    await render(app(routes, { path: paths.login, fetch: network.fetch }).element);
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('deposit');
  });

  it('returns to where the user was going, same-origin paths only', async () => {
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse()),
      [APPLICATIONS]: () => envelope([application]),
    });
    const first = await render(
      app(routes, { path: paths.login, state: { from: paths.profile }, fetch: network.fetch }).element,
    );
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('profile');
    await first.unmount();
    await render(
      app(routes, { path: paths.login, state: { from: '//evil.example/x' }, fetch: network.fetch }).element,
    );
    await logIn();
    await expect.element(page.getByTestId('landing')).toHaveTextContent('dashboard');
  });
});
