import { afterEach, describe, expect, it } from 'vitest';
import { createTokenClient, type ApiResult, type SignedIn, type TokenSet } from '../src/index';
import type { components } from '../src/generated/identity';
import { deadBaseUrl, makeToken, nowSeconds, startServer, type Reply, type TestServer } from './server';

type TokenErrorBody = components['schemas']['TokenErrorBody'];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOKEN_PATH = '/realms/admission/protocol/openid-connect/token';

const iat = nowSeconds();
const claims = {
  sub: 'account-1',
  iat,
  exp: iat + 300,
  email: 'awa@example.org',
  given_name: 'Awa',
  family_name: 'Ndiaye',
  realm_access: { roles: ['candidate'] },
};
const accessToken = await makeToken(claims);

const tokens: TokenSet = {
  access_token: accessToken,
  expires_in: 300,
  refresh_token: 'refresh-1',
  refresh_expires_in: 1800,
  token_type: 'Bearer',
  'not-before-policy': 0,
  session_state: 'session-1',
  scope: 'profile email',
};

async function clientAnswering(reply: Reply, clientSecret?: string) {
  server = await startServer(() => reply);
  return createTokenClient({
    identityBase: `${server.baseUrl}/`,
    realm: 'admission',
    clientId: 'auth-service',
    clientSecret,
  });
}

function keycloakError(status: 400 | 401, error: TokenErrorBody['error'], error_description?: string): Reply {
  return { status, json: { error, error_description } satisfies TokenErrorBody };
}

function signedIn(set: TokenSet): ApiResult<SignedIn> {
  const issued = new Date(iat * 1000).toISOString();
  return {
    ok: true,
    data: {
      tokens: set,
      claims,
      user: {
        id: 'account-1',
        email: 'awa@example.org',
        firstName: 'Awa',
        lastName: 'Ndiaye',
        roles: ['candidate'],
        isActive: true,
        createdAt: issued,
        updatedAt: issued,
      },
    },
  };
}

describe('token client: password grant (call 1)', () => {
  it('posts the form-encoded grant of a public client and returns the tokens, claims and user', async () => {
    const client = await clientAnswering({ status: 200, json: tokens });
    expect(await client.passwordGrant('awa@example.org', 'Admission#2025')).toEqual(signedIn(tokens));
    const request = server?.received[0];
    expect(request?.path).toBe(TOKEN_PATH);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({
      grant_type: ['password'],
      client_id: ['auth-service'],
      username: ['awa@example.org'],
      password: ['Admission#2025'],
    });
  });

  it('sends the client secret only when configured', async () => {
    const client = await clientAnswering({ status: 200, json: tokens }, 'from-config');
    await client.passwordGrant('awa@example.org', 'pw');
    expect(server?.received[0]?.form?.client_secret).toEqual(['from-config']);
  });

  // Keycloak's refusals reach flows as they came: the status, the OAuth `error` as `code` and its
  // `error_description` as `message` (what they mean is flows' rule: rules/errors.ts).
  const rows: Array<[string, Reply, ApiResult<SignedIn>]> = [
    [
      'wrong password',
      keycloakError(401, 'invalid_grant', 'Invalid user credentials'),
      {
        ok: false,
        error: { kind: 'http', status: 401, code: 'invalid_grant', message: 'Invalid user credentials' },
      },
    ],
    [
      'disabled account',
      keycloakError(400, 'invalid_grant', 'Account disabled'),
      { ok: false, error: { kind: 'http', status: 400, code: 'invalid_grant', message: 'Account disabled' } },
    ],
    [
      'unknown client, no description',
      keycloakError(401, 'invalid_client'),
      { ok: false, error: { kind: 'http', status: 401, code: 'invalid_client' } },
    ],
    [
      'an error code Keycloak may add later',
      { status: 400, json: { error: 'temporarily_unavailable' } },
      { ok: false, error: { kind: 'http', status: 400, code: 'temporarily_unavailable' } },
    ],
    [
      'a 500 with an HTML page',
      { status: 500, text: '<html>Internal error</html>' },
      { ok: false, error: { kind: 'http', status: 500 } },
    ],
    [
      'an overwhelmed server, with Retry-After in seconds (« Forte affluence » waits that long)',
      { status: 503, json: { error: 'temporarily_unavailable' }, headers: { 'Retry-After': '12' } },
      { ok: false, error: { kind: 'http', status: 503, code: 'temporarily_unavailable', retryAfter: '12' } },
    ],
    [
      "the proxy's rate limit, with Retry-After as an HTTP date",
      {
        status: 429,
        text: '<html>Too Many Requests</html>',
        headers: { 'Retry-After': 'Fri, 10 Jul 2026 08:00:30 GMT' },
      },
      { ok: false, error: { kind: 'http', status: 429, retryAfter: 'Fri, 10 Jul 2026 08:00:30 GMT' } },
    ],
    [
      'a Retry-After on a refusal that is not busy is not read',
      { status: 500, text: 'x', headers: { 'Retry-After': '5' } },
      { ok: false, error: { kind: 'http', status: 500 } },
    ],
    [
      'a 502 with a JSON body that is not an error',
      { status: 502, json: { oops: true } },
      { ok: false, error: { kind: 'http', status: 502 } },
    ],
    [
      'a 200 that is not JSON',
      { status: 200, text: '<html>proxy login page</html>' },
      { ok: false, error: { kind: 'badResponse', reason: 'not JSON' } },
    ],
    [
      'a 200 without an access token',
      { status: 200, json: { token_type: 'Bearer' } },
      { ok: false, error: { kind: 'badResponse', reason: 'not a token response' } },
    ],
    [
      'a 200 whose access token is not a JWT',
      { status: 200, json: { ...tokens, access_token: 'header.payload.signature' } },
      { ok: false, error: { kind: 'badResponse', reason: 'unreadable access token' } },
    ],
  ];

  it.each(rows)('%s', async (_name, reply, outcome) => {
    const client = await clientAnswering(reply);
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual(outcome);
  });

  it('a refused connection is network', async () => {
    const client = createTokenClient({
      identityBase: await deadBaseUrl(),
      realm: 'admission',
      clientId: 'auth-service',
    });
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('a dropped connection is network', async () => {
    const client = await clientAnswering('drop');
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
  });
});

describe('token client: refresh grant (call 2)', () => {
  it('posts the refresh token and returns the new tokens', async () => {
    const rotated = { ...tokens, refresh_token: 'refresh-2' };
    const client = await clientAnswering({ status: 200, json: rotated });
    expect(await client.refreshGrant('refresh-1')).toEqual(signedIn(rotated));
    expect(server?.received[0]?.form).toEqual({
      grant_type: ['refresh_token'],
      client_id: ['auth-service'],
      refresh_token: ['refresh-1'],
    });
  });

  it('an empty refresh token is not sent (Keycloak answers invalid_request)', async () => {
    const client = await clientAnswering(keycloakError(400, 'invalid_request', 'No refresh token'));
    expect(await client.refreshGrant('')).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, code: 'invalid_request', message: 'No refresh token' },
    });
    expect(server?.received[0]?.form?.refresh_token).toBeUndefined();
  });
});

describe('token client: time limit', () => {
  it('a token endpoint that does not answer in time gives a timeout', async () => {
    server = await startServer(
      () => new Promise<Reply>((resolve) => setTimeout(() => resolve({ status: 200, json: tokens }), 2_000)),
    );
    const client = createTokenClient({
      identityBase: server.baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      timeoutMs: 100,
    });
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual({
      ok: false,
      error: { kind: 'timeout' },
    });
  });
});

describe('token client: caller abort', () => {
  it('a grant or logout its caller aborts is aborted, neither a network error nor a timeout', async () => {
    server = await startServer(
      () => new Promise<Reply>((resolve) => setTimeout(() => resolve({ status: 200, json: tokens }), 1_000)),
    );
    const client = createTokenClient({
      identityBase: server.baseUrl,
      realm: 'admission',
      clientId: 'auth-service',
      timeoutMs: 5_000,
    });
    expect(await client.passwordGrant('awa@example.org', 'pw', { signal: AbortSignal.abort() })).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    const controller = new AbortController();
    const pending = client.logout('refresh-1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('token client: logout (ends the session at the identity provider)', () => {
  it('posts client_id and the refresh token to the logout endpoint and resolves on 204', async () => {
    const client = await clientAnswering({ status: 204 });
    expect(await client.logout('refresh-1')).toEqual({ ok: true, data: null });
    expect(server?.received[0]?.path).toBe('/realms/admission/protocol/openid-connect/logout');
    expect(server?.received[0]?.form).toEqual({ client_id: ['auth-service'], refresh_token: ['refresh-1'] });
  });

  it('is sent with keepalive, so the page may be left at once; the grants are not', async () => {
    const inits: RequestInit[] = [];
    const client = createTokenClient({
      identityBase: 'https://id.example',
      realm: 'admission',
      clientId: 'auth-service',
      fetch: (_url, init) => {
        inits.push(init ?? {});
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    await client.logout('refresh-1');
    await client.refreshGrant('refresh-1');
    expect(inits.map((init) => init.keepalive)).toEqual([true, false]);
  });

  it("a refusal is an http error with Keycloak's code; no answer is a network error", async () => {
    const refused = await clientAnswering(keycloakError(400, 'invalid_grant', 'Invalid refresh token'));
    expect(await refused.logout('forged')).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, code: 'invalid_grant', message: 'Invalid refresh token' },
    });
    const dead = createTokenClient({ identityBase: await deadBaseUrl(), realm: 'admission', clientId: 'c' });
    expect(await dead.logout('refresh-1')).toEqual({ ok: false, error: { kind: 'network' } });
  });
});
