import { afterEach, describe, expect, it } from 'vitest';
import { createTokenClient, type TokenOutcome, type TokenSet } from '../src/index';
import type { components } from '../src/generated/identity';
import { deadBaseUrl, startServer, type Reply, type TestServer } from './server';

type TokenErrorBody = components['schemas']['TokenErrorBody'];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOKEN_PATH = '/realms/admission/protocol/openid-connect/token';

const tokens: TokenSet = {
  access_token: 'header.payload.signature',
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

describe('token client: password grant (call 1)', () => {
  it('posts the form-encoded grant of a public client and returns the tokens', async () => {
    const client = await clientAnswering({ status: 200, json: tokens });
    expect(await client.passwordGrant('awa@example.org', 'Admission#2025')).toEqual({
      kind: 'success',
      tokens,
    });
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

  // Each row of docs/identity-provider.md; the status is swapped on purpose in some rows: only `error` counts.
  const rows: Array<[string, Reply, TokenOutcome]> = [
    [
      'wrong password',
      keycloakError(401, 'invalid_grant', 'Invalid user credentials'),
      { kind: 'invalidCredentials', description: 'Invalid user credentials' },
    ],
    [
      'brute-force lockout answered with 400',
      keycloakError(400, 'invalid_grant', 'Invalid user credentials'),
      { kind: 'invalidCredentials', description: 'Invalid user credentials' },
    ],
    [
      'disabled account',
      keycloakError(400, 'invalid_grant', 'Account disabled'),
      { kind: 'accountDisabled', description: 'Account disabled' },
    ],
    [
      'required actions pending',
      keycloakError(400, 'invalid_grant', 'Account is not fully set up'),
      { kind: 'accountNotSetUp', description: 'Account is not fully set up' },
    ],
    [
      'missing username',
      keycloakError(401, 'invalid_request', 'Missing parameter: username'),
      { kind: 'invalidCredentials', description: 'Missing parameter: username' },
    ],
    [
      'wrong client secret',
      keycloakError(401, 'unauthorized_client', 'Invalid client or Invalid client credentials'),
      { kind: 'clientMisconfigured', description: 'Invalid client or Invalid client credentials' },
    ],
    ['unknown client', keycloakError(401, 'invalid_client'), { kind: 'clientMisconfigured' }],
    [
      'missing grant_type',
      keycloakError(400, 'invalid_request', 'Missing form parameter: grant_type'),
      { kind: 'clientMisconfigured', description: 'Missing form parameter: grant_type' },
    ],
    ['unknown grant type', keycloakError(400, 'unsupported_grant_type'), { kind: 'clientMisconfigured' }],
    [
      'duplicated parameter',
      keycloakError(400, 'invalid_request', 'duplicated parameter'),
      { kind: 'clientMisconfigured', description: 'duplicated parameter' },
    ],
    [
      'an error code Keycloak may add later',
      { status: 400, json: { error: 'temporarily_unavailable' } },
      { kind: 'server' },
    ],
    [
      'a 500 with an HTML page',
      { status: 500, text: '<html>Internal error</html>' },
      { kind: 'server', description: 'HTTP 500, not JSON' },
    ],
    [
      'a 502 with a JSON body that is not an error',
      { status: 502, json: { oops: true } },
      { kind: 'server', description: 'HTTP 502' },
    ],
    [
      'a 200 without an access token',
      { status: 200, json: { token_type: 'Bearer' } },
      { kind: 'server', description: 'malformed token response' },
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
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual({ kind: 'network' });
  });

  it('a dropped connection is network', async () => {
    const client = await clientAnswering('drop');
    expect(await client.passwordGrant('awa@example.org', 'pw')).toEqual({ kind: 'network' });
  });
});

describe('token client: refresh grant (call 2)', () => {
  it('posts the refresh token and returns the new tokens', async () => {
    const client = await clientAnswering({ status: 200, json: { ...tokens, refresh_token: 'refresh-2' } });
    expect(await client.refreshGrant('refresh-1')).toEqual({
      kind: 'success',
      tokens: { ...tokens, refresh_token: 'refresh-2' },
    });
    expect(server?.received[0]?.form).toEqual({
      grant_type: ['refresh_token'],
      client_id: ['auth-service'],
      refresh_token: ['refresh-1'],
    });
  });

  it.each([
    'Invalid refresh token',
    'Token is not active',
    'Session not active',
    'Invalid token issuer. Expected http://a/realms/admission',
    'User disabled',
    'Stale token',
    'Maximum allowed refresh token reuse exceeded',
  ])('invalid_grant "%s" is sessionExpired', async (description) => {
    const client = await clientAnswering(keycloakError(400, 'invalid_grant', description));
    expect(await client.refreshGrant('refresh-1')).toEqual({ kind: 'sessionExpired', description });
  });

  it('a missing refresh token (invalid_request) is sessionExpired', async () => {
    const client = await clientAnswering(keycloakError(400, 'invalid_request', 'No refresh token'));
    expect(await client.refreshGrant('')).toEqual({
      kind: 'sessionExpired',
      description: 'No refresh token',
    });
    expect(server?.received[0]?.form?.refresh_token).toBeUndefined();
  });

  it('a 503 keeps the session (server, retryable)', async () => {
    const client = await clientAnswering({ status: 503, text: 'Service Unavailable' });
    expect(await client.refreshGrant('refresh-1')).toMatchObject({ kind: 'server' });
  });
});
