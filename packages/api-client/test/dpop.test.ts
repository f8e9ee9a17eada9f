// DPoP (RFC 9449) on the client side: each proof verified in Node with jose as a server would
// (signature over the embedded public key, header, claims, `ath`), the nonce retries, the key
// chosen per call, against real HTTP servers on loopback.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import {
  createCandidateApi,
  createTokenClient,
  dpopProof,
  newDpopKey,
  type DpopKeys,
  type TokenSet,
} from '../src/index';
import { ACCOUNT_ID, application, ok } from './fixtures';
import { makeToken, nowSeconds, startServer, type Received, type Reply, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOKEN_PATH = '/realms/admission/protocol/openid-connect/token';
const REVOKE_PATH = '/realms/admission/protocol/openid-connect/revoke';

/** Verifies a proof as the identity provider and candidate-service must; returns header and claims. */
async function verifyProof(proof: string | undefined) {
  expect(proof).toBeTypeOf('string');
  const { payload, protectedHeader } = await jwtVerify(proof ?? '', EmbeddedJWK, {
    typ: 'dpop+jwt',
    algorithms: ['ES256'],
  });
  return { header: protectedHeader, claims: payload };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const thumbprintOf = (key: CryptoKeyPair) =>
  crypto.subtle.exportKey('jwk', key.publicKey).then((jwk) => calculateJwkThumbprint(jwk as JWK));

/** A session key store in memory, with the calls counted. */
function keysOf(initial: CryptoKeyPair | null) {
  let current = initial;
  const keys = {
    current: vi.fn(() => Promise.resolve(current)),
    create: vi.fn(newDpopKey),
    keep: vi.fn((key: CryptoKeyPair) => {
      current = key;
      return Promise.resolve();
    }),
  } satisfies DpopKeys;
  return { keys, now: () => current };
}

describe('the proof', () => {
  it('is an ES256 dpop+jwt over the public key, with htm, htu without query or fragment, iat and a fresh jti', async () => {
    const key = await newDpopKey();
    const before = nowSeconds();
    const first = await dpopProof(key, 'POST', 'https://admission.example/realms/a/token?x=1#frag');
    const second = await dpopProof(key, 'POST', 'https://admission.example/realms/a/token');
    const one = await verifyProof(first);
    const two = await verifyProof(second);

    expect(one.header).toEqual({ typ: 'dpop+jwt', alg: 'ES256', jwk: expect.any(Object) });
    // The public key only: no private part, nothing Keycloak would refuse (« Private key is present »).
    expect(Object.keys(one.header.jwk ?? {}).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(await calculateJwkThumbprint(one.header.jwk as JWK)).toBe(await thumbprintOf(key));
    expect(one.claims).toEqual({
      htm: 'POST',
      htu: 'https://admission.example/realms/a/token',
      iat: expect.any(Number),
      jti: expect.any(String),
    });
    expect(one.claims.iat).toBeGreaterThanOrEqual(before);
    expect(one.claims.iat).toBeLessThanOrEqual(nowSeconds());
    expect(two.claims.jti).not.toBe(one.claims.jti);
  });

  it('carries ath, the SHA-256 of the access token, when it goes with one', async () => {
    const key = await newDpopKey();
    const { claims } = await verifyProof(
      await dpopProof(key, 'GET', 'http://api.test/x', 'the.access.token'),
    );
    expect(claims.ath).toBe(sha256('the.access.token'));
  });

  it('signs with a key whose private half cannot be exported', async () => {
    const key = await newDpopKey();
    expect(key.privateKey.extractable).toBe(false);
    expect(key.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow();
  });

  it('made with another key does not verify against the first key', async () => {
    const [mine, theirs] = await Promise.all([newDpopKey(), newDpopKey()]);
    const proof = await dpopProof(theirs, 'GET', 'http://api.test/x');
    expect(decodeProtectedHeader(proof).jwk).not.toEqual(
      decodeProtectedHeader(await dpopProof(mine, 'GET', 'http://api.test/x')).jwk,
    );
  });
});

const iat = nowSeconds();
const accessToken = await makeToken({ sub: 'account-1', iat, exp: iat + 300, realm_access: { roles: [] } });
const tokens: TokenSet = {
  access_token: accessToken,
  expires_in: 300,
  refresh_token: 'refresh-1',
  refresh_expires_in: 1800,
  token_type: 'DPoP',
};

async function tokenServer(answer: (request: Received, index: number) => Reply) {
  let index = 0;
  server = await startServer((request) => answer(request, index++));
  return server;
}

describe('the token client with a DPoP key', () => {
  it('signs the password grant with a new key, kept only once the grant is answered', async () => {
    const { baseUrl, received } = await tokenServer(() => ({ status: 200, json: tokens }));
    const { keys, now } = keysOf(null);
    const client = createTokenClient({
      identityBase: baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keys,
    });

    const outcome = await client.passwordGrant('awa@example.org', 'secret');

    expect(outcome.ok).toBe(true);
    expect(keys.create).toHaveBeenCalledTimes(1);
    expect(keys.keep).toHaveBeenCalledTimes(1);
    const { header, claims } = await verifyProof(received[0]?.headers.dpop as string);
    expect(claims).toMatchObject({ htm: 'POST', htu: `${baseUrl}${TOKEN_PATH}` });
    expect(claims.ath).toBeUndefined();
    const kept = now();
    expect(kept).not.toBeNull();
    expect(await calculateJwkThumbprint(header.jwk as JWK)).toBe(await thumbprintOf(kept as CryptoKeyPair));
  });

  it('keeps no key from a refused password grant', async () => {
    await tokenServer(() => ({ status: 401, json: { error: 'invalid_grant' } }));
    const { keys } = keysOf(null);
    const client = createTokenClient({
      identityBase: server?.baseUrl ?? '',
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keys,
    });
    expect((await client.passwordGrant('awa@example.org', 'wrong')).ok).toBe(false);
    expect(keys.keep).not.toHaveBeenCalled();
  });

  it('signs the refresh and the logout (a revocation: the logout endpoint refuses a bound token) with the session key, or with the key the caller gives', async () => {
    const { baseUrl, received } = await tokenServer((request) =>
      request.path === TOKEN_PATH ? { status: 200, json: tokens } : { status: 200 },
    );
    const session = await newDpopKey();
    const given = await newDpopKey();
    const { keys } = keysOf(session);
    const client = createTokenClient({
      identityBase: baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keys,
    });

    await client.refreshGrant('refresh-1');
    await client.logout('refresh-1', { key: given });
    await client.logout('refresh-1', { key: null });

    const [refresh, logout, unsigned] = received;
    const refreshed = await verifyProof(refresh?.headers.dpop as string);
    expect(refreshed.claims.htu).toBe(`${baseUrl}${TOKEN_PATH}`);
    expect(await calculateJwkThumbprint(refreshed.header.jwk as JWK)).toBe(await thumbprintOf(session));
    expect(logout?.form).toEqual({
      client_id: ['auth-service'],
      token: ['refresh-1'],
      token_type_hint: ['refresh_token'],
    });
    const loggedOut = await verifyProof(logout?.headers.dpop as string);
    expect(loggedOut.claims).toMatchObject({ htm: 'POST', htu: `${baseUrl}${REVOKE_PATH}` });
    expect(await calculateJwkThumbprint(loggedOut.header.jwk as JWK)).toBe(await thumbprintOf(given));
    expect(unsigned?.headers.dpop).toBeUndefined();
  });

  it('sends the grant again once with the nonce the server asks for, then gives up', async () => {
    const { baseUrl, received } = await tokenServer((_, index) =>
      index === 0
        ? {
            status: 400,
            json: {
              error: 'use_dpop_nonce',
              error_description: 'Authorization server requires nonce in DPoP proof',
            },
            headers: { 'DPoP-Nonce': 'nonce-1' },
          }
        : { status: 200, json: tokens, headers: { 'DPoP-Nonce': 'nonce-2' } },
    );
    const { keys } = keysOf(await newDpopKey());
    const client = createTokenClient({
      identityBase: baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keys,
    });

    expect((await client.refreshGrant('refresh-1')).ok).toBe(true);
    expect(received).toHaveLength(2);
    const [first, second] = await Promise.all(
      received.map((request) => verifyProof(request.headers.dpop as string)),
    );
    expect(first?.claims.nonce).toBeUndefined();
    expect(second?.claims.nonce).toBe('nonce-1');
    expect(second?.claims.jti).not.toBe(first?.claims.jti);
    // The last nonce given goes with the next proof to that server.
    await client.logout('refresh-1');
    expect((await verifyProof(received[2]?.headers.dpop as string)).claims.nonce).toBe('nonce-2');

    // A server that keeps asking gets one retry, not a loop.
    await server?.close();
    const stubborn = await tokenServer(() => ({
      status: 400,
      json: { error: 'use_dpop_nonce' },
      headers: { 'DPoP-Nonce': 'again' },
    }));
    const again = createTokenClient({
      identityBase: stubborn.baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keys,
    });
    expect(await again.refreshGrant('refresh-1')).toMatchObject({
      ok: false,
      error: { code: 'use_dpop_nonce' },
    });
    expect(stubborn.received).toHaveLength(2);
  });

  it('without a DPoP key sends no proof (bearer tokens, as before)', async () => {
    const { baseUrl, received } = await tokenServer(() => ({ status: 200, json: tokens }));
    const client = createTokenClient({ identityBase: baseUrl, realm: 'admission', clientId: 'auth-service' });
    await client.passwordGrant('awa@example.org', 'secret');
    expect(received[0]?.headers.dpop).toBeUndefined();
  });
});

describe('candidate-service calls with a DPoP key', () => {
  const resource = (answer: (request: Received, index: number) => Reply) => tokenServer(answer);
  const session = (token: string, keys: DpopKeys, refresh = () => Promise.resolve<string | null>(null)) => ({
    getAccessToken: () => token,
    refresh,
    onSessionEnded: vi.fn(),
    dpop: keys,
  });

  it('say Authorization: DPoP with a proof bound to the token (ath) and to the call', async () => {
    const { baseUrl, received } = await resource(() => ({ status: 200, json: ok([application]) }));
    const key = await newDpopKey();
    const api = createCandidateApi({ baseUrl, ...session('token-1', keysOf(key).keys) });

    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toMatchObject({ ok: true });

    const [call] = received;
    expect(call?.headers.authorization).toBe('DPoP token-1');
    const { claims } = await verifyProof(call?.headers.dpop as string);
    expect(claims).toMatchObject({
      htm: 'GET',
      htu: `${baseUrl}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_ID}`,
      ath: sha256('token-1'),
    });
  });

  it('are sent once more with the nonce a 401 use_dpop_nonce gives, with the same token and a new proof', async () => {
    const { baseUrl, received } = await resource((_, index) =>
      index === 0
        ? {
            status: 401,
            headers: {
              'WWW-Authenticate':
                'DPoP error="use_dpop_nonce", error_description="Resource server requires nonce in DPoP proof"',
              'DPoP-Nonce': 'rs-nonce',
            },
          }
        : { status: 200, json: ok([application]) },
    );
    const refresh = vi.fn(() => Promise.resolve<string | null>('token-2'));
    const api = createCandidateApi({
      baseUrl,
      ...session('token-1', keysOf(await newDpopKey()).keys, refresh),
    });

    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toMatchObject({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
    expect(received.map((request) => request.headers.authorization)).toEqual([
      'DPoP token-1',
      'DPoP token-1',
    ]);
    const [first, second] = await Promise.all(
      received.map((request) => verifyProof(request.headers.dpop as string)),
    );
    expect(first?.claims.nonce).toBeUndefined();
    expect(second?.claims.nonce).toBe('rs-nonce');
    expect(second?.claims.jti).not.toBe(first?.claims.jti);
  });

  it('a refused proof (not a nonce) still gets one refresh and one retry, each request with its own proof', async () => {
    const { baseUrl, received } = await resource((request) =>
      request.headers.authorization === 'DPoP token-2'
        ? { status: 200, json: ok([application]) }
        : { status: 401, headers: { 'WWW-Authenticate': 'DPoP error="invalid_token"' } },
    );
    const refresh = vi.fn(() => Promise.resolve<string | null>('token-2'));
    const api = createCandidateApi({
      baseUrl,
      ...session('token-1', keysOf(await newDpopKey()).keys, refresh),
    });

    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toMatchObject({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(2);
    const retried = await verifyProof(received[1]?.headers.dpop as string);
    expect(retried.claims.ath).toBe(sha256('token-2'));
  });

  it('without a key in the session go as Bearer', async () => {
    const { baseUrl, received } = await resource(() => ({ status: 200, json: ok([application]) }));
    const api = createCandidateApi({ baseUrl, ...session('token-1', keysOf(null).keys) });
    await api.getApplicationsByAccount(ACCOUNT_ID);
    expect(received[0]?.headers.authorization).toBe('Bearer token-1');
    expect(received[0]?.headers.dpop).toBeUndefined();
  });
});

describe('a device whose clock is wrong', () => {
  const inTenMinutes = () => new Date(Date.now() + 600_000).toUTCString();
  /** A token client of its own key store, at the server `baseUrl`. */
  const clientOf = (baseUrl: string) =>
    createTokenClient({
      identityBase: baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      dpop: keysOf(null).keys,
    });
  /** The `iat` of a request's proof, once the proof is verified. */
  const iatOf = async (request: Received | undefined) =>
    Number((await verifyProof(request?.headers.dpop as string)).claims.iat);
  const notActive = {
    status: 400,
    json: { error: 'invalid_request', error_description: 'DPoP proof is not active' },
  };

  it('dates its proofs by the server clock its answers give, and sends a refused grant again once', async () => {
    // The server's clock is 10 minutes ahead of this one: it refuses a proof from the device's clock.
    const { baseUrl, received } = await tokenServer((request, index) => {
      const { iat } = JSON.parse(
        Buffer.from(String(request.headers.dpop).split('.')[1] ?? '', 'base64url').toString(),
      ) as { iat: number };
      const skew = iat - (nowSeconds() + 600);
      return index === 0 || Math.abs(skew) > 15
        ? { ...notActive, headers: { Date: inTenMinutes() } }
        : { status: 200, json: tokens, headers: { Date: inTenMinutes() } };
    });
    const client = clientOf(baseUrl);

    expect((await client.passwordGrant('awa@example.org', 'secret')).ok).toBe(true);
    expect(received).toHaveLength(2);
    expect(Math.abs((await iatOf(received[0])) - nowSeconds())).toBeLessThanOrEqual(2);
    expect(Math.abs((await iatOf(received[1])) - (nowSeconds() + 600))).toBeLessThanOrEqual(2);
    // The next proof is dated by the server's clock from the start.
    await client.refreshGrant('refresh-1');
    expect(received).toHaveLength(3);
    expect(Math.abs((await iatOf(received[2])) - (nowSeconds() + 600))).toBeLessThanOrEqual(2);
  });

  it('never sends a refused password twice, whatever the clock', async () => {
    // Back to this device's clock, with a refusal that is not the proof's.
    const { baseUrl, received } = await tokenServer(() => ({
      status: 401,
      json: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
      headers: { Date: new Date().toUTCString() },
    }));
    const client = clientOf(baseUrl);
    expect((await client.passwordGrant('awa@example.org', 'wrong')).ok).toBe(false);
    expect(received).toHaveLength(1);
    // The clock came back to this device's: the next proof is dated by it.
    await client.passwordGrant('awa@example.org', 'wrong');
    expect(Math.abs((await iatOf(received[1])) - nowSeconds())).toBeLessThanOrEqual(2);
  });
});
