import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Outlet } from 'react-router-dom';
import { RequireSession } from '../../src/app/guards';
import { paths } from '../../src/config/paths';
import {
  app,
  application,
  fakeFetch,
  json,
  landing,
  makeToken,
  memoryStorage,
  TOKEN_PATH,
  tokenResponse,
} from './support';
import { LAST_KNOWN_VERSION } from '../../src/services/offline/lastKnownStore';

const user = (roles: string[]) =>
  JSON.stringify({
    id: 'account-1',
    email: 'awa.diop@example.sn',
    firstName: 'Awa',
    lastName: 'Diop',
    roles,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });

function signedIn(accessToken: string, roles = ['candidate']) {
  const storage = memoryStorage();
  storage.setItem('access_token', accessToken);
  storage.setItem('refresh_token', 'refresh-1');
  storage.setItem('user', user(roles));
  storage.setItem('accountId', 'account-1');
  return storage;
}

const expired = () =>
  makeToken({ iat: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) - 300 });

const routes = [
  {
    element: <RequireSession />,
    children: [{ path: paths.profile, element: <p>Page du profil</p> }],
  },
  {
    element: <RequireSession roles={['admin']} />,
    children: [{ path: '/admission/etudiant-candidats', element: <Outlet /> }],
  },
  landing(paths.login, 'login'),
];

describe('RequireSession', () => {
  it('sends a logged-out visitor to /connexion, remembering the page', async () => {
    const network = fakeFetch({});
    await render(app(routes, { path: `${paths.profile}?tab=1`, fetch: network.fetch }).element);
    await expect.element(page.getByTestId('landing')).toHaveTextContent('login {"from":"/profil?tab=1"}');
    expect(network.requests).toEqual([]);
  });

  it('admits a fresh session at once, without a refresh', async () => {
    const network = fakeFetch({});
    await render(
      app(routes, { path: paths.profile, fetch: network.fetch, storage: signedIn(makeToken()) }).element,
    );
    await expect.element(page.getByText('Page du profil')).toBeVisible();
    expect(network.requests).toEqual([]);
  });

  it('refreshes an expired token once, stores the new one, then admits', async () => {
    const renewed = makeToken();
    const storage = signedIn(expired());
    const network = fakeFetch({ [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(renewed, 'refresh-2')) });
    await render(app(routes, { path: paths.profile, fetch: network.fetch, storage }).element);
    await expect.element(page.getByText('Page du profil')).toBeVisible();
    expect(network.requests).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(network.requests[0]?.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(storage.getItem('access_token')).toBe(renewed);
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('keeps the tokens and offers "Réessayer" when the identity provider is down', async () => {
    const storage = signedIn(expired());
    let down = true;
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () =>
        down ? new Response('Bad gateway', { status: 502 }) : json(tokenResponse()),
    });
    await render(app(routes, { path: paths.profile, fetch: network.fetch, storage }).element);
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await expect.element(retry).toBeVisible();
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    down = false;
    await retry.click();
    await expect.element(page.getByText('Page du profil')).toBeVisible();
  });

  it('keeps a page the device copy opened while a later refresh runs: no spinner over it, no reload loop', async () => {
    const storage = signedIn(expired());
    storage.setItem(
      'lastKnown',
      JSON.stringify({
        version: LAST_KNOWN_VERSION,
        accountId: 'account-1',
        savedAt: '2025-07-08T09:30:00.000Z',
        applications: [{ application, grades: null }],
      }),
    );
    let answer: 'offline' | 'hang' = 'offline';
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () =>
        answer === 'offline'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Promise<Response>(() => {}),
    });
    const { element, services } = app(routes, { path: paths.profile, fetch: network.fetch, storage });
    await render(element);
    // Offline, with this account's copy: the page opens.
    await expect.element(page.getByText('Page du profil')).toBeVisible();
    // A 401 on the page starts a refresh that hangs: the page stays, with nothing drawn over it.
    answer = 'hang';
    void services.session.refresh();
    await expect.poll(() => services.sessionActor.getSnapshot().matches('refreshing')).toBe(true);
    // Checked at once and again while the refresh still runs (the test's time limit is 2 s): a
    // polling check would wait for the limit, when the page comes back, and hide the spinner phase.
    for (const wait of [0, 300, 800]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      expect(services.sessionActor.getSnapshot().matches('refreshing')).toBe(true);
      expect(page.getByText('Page du profil').elements()).toHaveLength(1);
      expect(page.getByText('Vérification de l’authentification').elements()).toHaveLength(0);
    }
  });

  it('ends the session when the refresh is refused (invalid_grant), and the login page says it expired', async () => {
    const storage = signedIn(expired());
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () =>
        json({ error: 'invalid_grant', error_description: 'Session not active' }, 400),
    });
    await render(app(routes, { path: paths.profile, fetch: network.fetch, storage }).element);
    await expect
      .element(page.getByTestId('landing'))
      .toHaveTextContent('login {"from":"/profil","notice":"sessionExpired"}');
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    // The identity provider is told as well (logout with the refused refresh token, in the background).
    await expect.poll(() => network.requests.filter((r) => r.path.endsWith('/logout'))).toHaveLength(1);
  });

  it('shows the access-denied screen to a user without the route role', async () => {
    const network = fakeFetch({});
    await render(
      app(routes, {
        path: '/admission/etudiant-candidats',
        fetch: network.fetch,
        storage: signedIn(makeToken(), ['candidate']),
      }).element,
    );
    await expect.element(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  });

  it('trusts the access token, never the stored user: roles ["admin"] stored with a candidate token stay refused', async () => {
    const network = fakeFetch({});
    await render(
      app(routes, {
        path: '/admission/etudiant-candidats',
        fetch: network.fetch,
        storage: signedIn(makeToken(), ['admin']),
      }).element,
    );
    await expect.element(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  });

  it("opens a staff route on the token's role, whatever the stored user says", async () => {
    const network = fakeFetch({});
    const { element } = app(
      [
        {
          element: <RequireSession roles={['admin']} />,
          children: [{ path: '/admission/etudiant-candidats', element: <p>Liste du personnel</p> }],
        },
      ],
      {
        path: '/admission/etudiant-candidats',
        fetch: network.fetch,
        storage: signedIn(makeToken({ realm_access: { roles: ['admin'] } }), ['candidate']),
      },
    );
    await render(element);
    await expect.element(page.getByText('Liste du personnel')).toBeVisible();
  });
});
