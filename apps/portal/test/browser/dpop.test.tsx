// The session's DPoP key in the browser (PORTAL_DPOP; docs/behaviour.md, « Session »): made at
// sign-in, non-extractable, kept in IndexedDB and shared by the tabs of the session, erased with the
// rest at « Déconnexion », when the session dies, and when the device finds a session left behind;
// every token request and every call with a token carries a proof of it. Real Chromium IndexedDB,
// Web Locks and WebCrypto; the identity provider and candidate-service are a recording fetch.
import { afterEach, describe, expect, it } from 'vitest';
import { calculateJwkThumbprint, decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import { createServices } from '../../src/app/services';
import { createSessionKey } from '../../src/services/dpopKey';
import { createRefreshHandoff } from '../../src/services/refreshHandoff';
import { config, envelope, fakeFetch, json, makeToken, TOKEN_PATH, tokenResponse } from './support';

const LOGOUT_PATH = '/realms/admission/protocol/openid-connect/revoke';
const dpopConfig = { ...config, dpop: true };

const thumbprintOf = async (key: CryptoKeyPair | null) =>
  key ? calculateJwkThumbprint((await crypto.subtle.exportKey('jwk', key.publicKey)) as JWK) : null;
const proofKey = (proof: string | null) =>
  proof ? calculateJwkThumbprint(decodeProtectedHeader(proof).jwk as JWK) : null;

/** A tab of the portal: its services over the page's storage, the lock (and databases) `lock`. */
function tab(
  lock: string,
  routes: Parameters<typeof fakeFetch>[0],
  presence?: { lastTabWasClosed: boolean },
) {
  const server = fakeFetch(routes);
  const services = createServices({
    config: dpopConfig,
    storage: window.localStorage,
    refreshLock: lock,
    fetch: server.fetch,
    ...(presence ? { presence } : {}),
  });
  return { services, requests: server.requests };
}

const routes = {
  [`POST ${TOKEN_PATH}`]: () => json({ ...tokenResponse(), token_type: 'DPoP' }),
  [`POST ${LOGOUT_PATH}`]: () => new Response(null, { status: 200 }),
  'GET /api/*': () => envelope([]),
};

async function signIn(lock: string) {
  const first = tab(lock, routes);
  const signedIn = await first.services.tokenClient.passwordGrant('awa.diop@example.sn', 'secret');
  if (!signedIn.ok) throw new Error('the sign-in failed');
  first.services.signIn(signedIn.data);
  return first;
}

/** Until `check` holds (IndexedDB writes started without waiting settle a moment later). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never');
}

describe('the DPoP key of a session', () => {
  afterEach(() => window.localStorage.clear());

  it('is made at sign-in, cannot be exported, and the grant is proved with it', async () => {
    const lock = crypto.randomUUID();
    const { requests } = await signIn(lock);
    const kept = await createSessionKey(`${lock}-dpop`).current();

    expect(kept?.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', kept?.privateKey as CryptoKey)).rejects.toThrow();
    const grant = requests.find((request) => request.path === TOKEN_PATH);
    expect(grant?.headers.get('DPoP')).toBeTruthy();
    expect(await proofKey(grant?.headers.get('DPoP') ?? null)).toBe(await thumbprintOf(kept ?? null));
    // Never in local storage: only the tokens are.
    expect(Object.values(window.localStorage).join(' ')).not.toContain('"crv"');
  });

  it('a new sign-in brings a new key', async () => {
    const lock = crypto.randomUUID();
    await signIn(lock);
    const before = await thumbprintOf(await createSessionKey(`${lock}-dpop`).current());
    await signIn(lock);
    const after = await thumbprintOf(await createSessionKey(`${lock}-dpop`).current());
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('is shared by the tabs: another tab calls candidate-service and refreshes with the same key', async () => {
    const lock = crypto.randomUUID();
    await signIn(lock);
    const key = await thumbprintOf(await createSessionKey(`${lock}-dpop`).current());
    const other = tab(lock, routes);

    await other.services.candidateApi.getApplicationsByAccount('account-1');
    await other.services.session.refresh();

    const call = other.requests.find((request) => request.path.startsWith('/api/'));
    expect(call?.headers.get('Authorization')).toMatch(/^DPoP /);
    expect(await proofKey(call?.headers.get('DPoP') ?? null)).toBe(key);
    const token = call?.headers.get('Authorization')?.slice('DPoP '.length) ?? '';
    const ath = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    expect(decodeJwt(call?.headers.get('DPoP') ?? '').ath).toBe(
      btoa(String.fromCharCode(...ath))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_'),
    );
    const refresh = other.requests.find((request) => request.path === TOKEN_PATH);
    expect(await proofKey(refresh?.headers.get('DPoP') ?? null)).toBe(key);
  });

  it('« Déconnexion » erases it with the rest, and the logout is still proved with it', async () => {
    const lock = crypto.randomUUID();
    const { services, requests } = await signIn(lock);
    const key = await thumbprintOf(await createSessionKey(`${lock}-dpop`).current());

    services.logout();

    await eventually(async () => requests.some((request) => request.path === LOGOUT_PATH));
    const logout = requests.find((request) => request.path === LOGOUT_PATH);
    expect(await proofKey(logout?.headers.get('DPoP') ?? null)).toBe(key);
    expect(await createSessionKey(`${lock}-dpop`).current()).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });

  it('a session that dies (its refresh refused) leaves no key', async () => {
    const lock = crypto.randomUUID();
    await signIn(lock);
    const other = tab(lock, {
      ...routes,
      [`POST ${TOKEN_PATH}`]: () =>
        json({ error: 'invalid_grant', error_description: 'Session not active' }, 400),
    });
    await expect(other.services.session.refresh()).resolves.toBeNull();
    await eventually(async () => (await createSessionKey(`${lock}-dpop`).current()) === null);
  });

  it('a session left by a closed tab is ended with a proof of its key, then the key is erased', async () => {
    const lock = crypto.randomUUID();
    await signIn(lock);
    const key = await thumbprintOf(await createSessionKey(`${lock}-dpop`).current());
    const next = tab(lock, routes, { lastTabWasClosed: true });

    await eventually(async () => next.requests.some((request) => request.path === LOGOUT_PATH));
    const logout = next.requests.find((request) => request.path === LOGOUT_PATH);
    expect(await proofKey(logout?.headers.get('DPoP') ?? null)).toBe(key);
    await eventually(async () => (await createSessionKey(`${lock}-dpop`).current()) === null);
  });

  it('a browser killed before local storage reached the disk: the session is ended from the handoff, and no tab refreshes it after', async () => {
    const lock = crypto.randomUUID();
    await signIn(lock);
    const handoff = createRefreshHandoff(lock);
    await eventually(async () => (await handoff.read())?.refreshToken === 'refresh-1');
    const written = Object.entries({ ...window.localStorage });
    // Chromium writes local storage to disk in batches: a SIGKILL loses the tokens' last writes.
    window.localStorage.clear();
    const next = tab(lock, routes, { lastTabWasClosed: true });

    await eventually(async () => next.requests.some((request) => request.path === LOGOUT_PATH));
    const logout = next.requests.find((request) => request.path === LOGOUT_PATH);
    expect(new URLSearchParams(logout?.body).get('token')).toBe('refresh-1');
    await expect(handoff.hasEnded()).resolves.toBe(true);
    // A restored tab that still reads the tokens (its local storage not yet up to date) spends nothing.
    for (const [name, value] of written) window.localStorage.setItem(name, value);
    const restored = tab(lock, routes);
    expect(restored.services.tokenStorage.getRefreshToken()).toBe('refresh-1');
    await expect(restored.services.session.refresh()).resolves.toBeNull();
    expect(restored.requests.some((request) => request.path === TOKEN_PATH)).toBe(false);
  });

  it('without PORTAL_DPOP: no key, no proof, Bearer as before', async () => {
    const lock = crypto.randomUUID();
    const server = fakeFetch(routes);
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: lock,
      fetch: server.fetch,
    });
    const signedIn = await services.tokenClient.passwordGrant('awa.diop@example.sn', 'secret');
    if (!signedIn.ok) throw new Error('the sign-in failed');
    services.signIn(signedIn.data);
    window.localStorage.setItem('access_token', makeToken());
    await services.candidateApi.getApplicationsByAccount('account-1');

    expect(server.requests.every((request) => request.headers.get('DPoP') === null)).toBe(true);
    expect(
      server.requests.find((request) => request.path.startsWith('/api/'))?.headers.get('Authorization'),
    ).toMatch(/^Bearer /);
    expect(await createSessionKey(`${lock}-dpop`).current()).toBeNull();
  });
});
