import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { CLIENT_ID, DEMO_PASSWORD, decodeJwt, login, postToken, tokenUrl } from './helpers';

let sandbox: RunningSandbox;
let clock = Date.now();
beforeAll(async () => {
  sandbox = await startSandbox(0, { now: () => clock, devRoutes: true });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = Date.now();
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

async function expectError(response: Response, status: number, error: string, description?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('pragma')).toBe('no-cache');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.error).toBe(error);
  if (description !== undefined) expect(body.error_description).toBe(description);
}

const password = (username: string, pass = DEMO_PASSWORD) => ({
  grant_type: 'password',
  client_id: CLIENT_ID,
  username,
  password: pass,
});

describe('password grant errors (Keycloak table)', () => {
  it('wrong password: 401 invalid_grant', async () => {
    await expectError(
      await postToken(sandbox.url, password('candidat.soumis@example.org', 'Mauvais#2025')),
      401,
      'invalid_grant',
      'Invalid user credentials',
    );
  });

  it('unknown user: 401 invalid_grant, same answer as a wrong password', async () => {
    await expectError(
      await postToken(sandbox.url, password('inconnu@example.org')),
      401,
      'invalid_grant',
      'Invalid user credentials',
    );
  });

  it('missing password: 401 invalid_grant', async () => {
    await expectError(
      await postToken(sandbox.url, {
        grant_type: 'password',
        client_id: CLIENT_ID,
        username: 'candidat.soumis@example.org',
      }),
      401,
      'invalid_grant',
      'Invalid user credentials',
    );
  });

  it('missing username: 401 invalid_request', async () => {
    await expectError(
      await postToken(sandbox.url, { grant_type: 'password', client_id: CLIENT_ID, password: DEMO_PASSWORD }),
      401,
      'invalid_request',
      'Missing parameter: username',
    );
  });

  it('disabled account: 400 Account disabled, checked before the password (ValidateUsername)', async () => {
    for (const pass of [DEMO_PASSWORD, 'pas le bon', '']) {
      await expectError(
        await postToken(sandbox.url, password('compte.desactive@example.org', pass)),
        400,
        'invalid_grant',
        'Account disabled',
      );
    }
  });

  it('required action pending: 400 invalid_grant, only after a correct password', async () => {
    await expectError(
      await postToken(sandbox.url, password('candidat.nonverifie@example.org')),
      400,
      'invalid_grant',
      'Account is not fully set up',
    );
    await expectError(
      await postToken(sandbox.url, password('candidat.nonverifie@example.org', 'Mauvais#2025')),
      401,
      'invalid_grant',
      'Invalid user credentials',
    );
  });

  it('missing grant_type: 400 invalid_request', async () => {
    await expectError(
      await postToken(sandbox.url, { client_id: CLIENT_ID, username: 'a', password: 'b' }),
      400,
      'invalid_request',
      'Missing form parameter: grant_type',
    );
  });

  it('unknown grant type: 400 unsupported_grant_type, before the client is looked at', async () => {
    await expectError(
      await postToken(sandbox.url, { grant_type: 'urn:example:unknown', client_id: 'inconnu' }),
      400,
      'unsupported_grant_type',
      'Unsupported grant_type',
    );
  });

  it('client credentials: a grant Keycloak knows, refused to the public client', async () => {
    await expectError(
      await postToken(sandbox.url, { grant_type: 'client_credentials', client_id: CLIENT_ID }),
      401,
      'unauthorized_client',
      'Public client not allowed to retrieve service account',
    );
  });

  it('a parameter sent twice: 400 invalid_request', async () => {
    await expectError(
      await postToken(sandbox.url, [
        ['grant_type', 'password'],
        ['client_id', CLIENT_ID],
        ['username', 'candidat.soumis@example.org'],
        ['username', 'candidat.unique@example.org'],
        ['password', DEMO_PASSWORD],
      ]),
      400,
      'invalid_request',
      'duplicated parameter',
    );
  });

  it('unknown or missing client: 401 invalid_client', async () => {
    await expectError(
      await postToken(sandbox.url, { ...password('candidat.soumis@example.org'), client_id: 'inconnu' }),
      401,
      'invalid_client',
      'Invalid client or Invalid client credentials',
    );
    const { client_id: _omitted, ...withoutClient } = password('candidat.soumis@example.org');
    await expectError(
      await postToken(sandbox.url, withoutClient),
      401,
      'invalid_client',
      'Invalid client or Invalid client credentials',
    );
  });

  it('public client: a login needs no secret, and a secret sent is ignored', async () => {
    const response = await postToken(sandbox.url, {
      ...password('candidat.soumis@example.org'),
      client_secret: 'nimporte',
    });
    expect(response.status).toBe(200);
  });

  it('logs in with the e-mail whatever its case', async () => {
    const tokens = await login(sandbox.url, 'Candidat.Soumis@Example.org');
    expect(decodeJwt(tokens.access_token).email).toBe('candidat.soumis@example.org');
  });

  it('answers 404 for another realm', async () => {
    const response = await fetch(tokenUrl(sandbox.url, 'autre'), { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Realm does not exist' });
  });
});

describe('confidential client', () => {
  let confidential: RunningSandbox;
  beforeAll(async () => {
    confidential = await startSandbox(0, { clientSecret: 's3cret-de-test' });
  });
  afterAll(() => confidential.close());

  it('wrong secret: 401 unauthorized_client', async () => {
    await expectError(
      await postToken(confidential.url, {
        ...password('candidat.soumis@example.org'),
        client_secret: 'faux',
      }),
      401,
      'unauthorized_client',
      'Invalid client or Invalid client credentials',
    );
  });

  it('client credentials: refused, the client has no service account', async () => {
    await expectError(
      await postToken(confidential.url, {
        grant_type: 'client_credentials',
        client_id: CLIENT_ID,
        client_secret: 's3cret-de-test',
      }),
      401,
      'unauthorized_client',
      'Client not enabled to retrieve service account',
    );
  });

  it('missing secret: 401 unauthorized_client', async () => {
    await expectError(
      await postToken(confidential.url, password('candidat.soumis@example.org')),
      401,
      'unauthorized_client',
      'Invalid client or Invalid client credentials',
    );
  });

  it('accepts the secret in the form or with HTTP Basic', async () => {
    const inForm = await postToken(confidential.url, {
      ...password('candidat.soumis@example.org'),
      client_secret: 's3cret-de-test',
    });
    expect(inForm.status).toBe(200);
    const { client_id: _omitted, ...withoutClient } = password('candidat.soumis@example.org');
    const basic = await postToken(confidential.url, withoutClient, {
      Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:s3cret-de-test`).toString('base64')}`,
    });
    expect(basic.status).toBe(200);
  });
});

describe('refresh grant', () => {
  const refresh = (token: string) =>
    postToken(sandbox.url, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: token });

  it('returns a new refresh token on every refresh, with a sliding expiry', async () => {
    const first = await login(sandbox.url, 'candidat.soumis@example.org');
    clock += 60_000;
    const response = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const second = (await response.json()) as { refresh_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const firstExp = decodeJwt(first.refresh_token).exp as number;
    const secondExp = decodeJwt(second.refresh_token).exp as number;
    expect(secondExp - firstExp).toBe(60);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
  });

  it('keeps a session alive past the idle timeout as long as it refreshes in time', async () => {
    await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessTokenLifespan: 5, ssoSessionIdle: 10 }),
    });
    let tokens = await login(sandbox.url, 'candidat.soumis@example.org');
    expect(tokens.refresh_expires_in).toBe(10);
    for (let step = 0; step < 3; step += 1) {
      clock += 8_000;
      const response = await refresh(tokens.refresh_token);
      expect(response.status).toBe(200);
      tokens = (await response.json()) as typeof tokens;
      expect(tokens.expires_in).toBe(5);
    }
  });

  it('idle too long: "Session not active" in the refresh token\'s `exp` second, "Token is not active" past it', async () => {
    await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ssoSessionIdle: 10 }),
    });
    // Logs in half a second into a second (iat s, exp s + 10), then refreshes `afterMs` later.
    const start = Math.floor(clock / 1000) * 1000 + 500;
    const refreshAfter = async (afterMs: number) => {
      clock = start;
      const tokens = await login(sandbox.url, 'candidat.soumis@example.org');
      clock = start + afterMs;
      return refresh(tokens.refresh_token);
    };
    expect((await refreshAfter(9_400)).status).toBe(200);
    // Keycloak's session is over from second s + 10 on (isSessionValid), its token after it (isExpired).
    await expectError(await refreshAfter(9_600), 400, 'invalid_grant', 'Session not active');
    await expectError(await refreshAfter(10_600), 400, 'invalid_grant', 'Token is not active');
  });

  it('session idle while the token still runs: 400 invalid_grant "Session not active"', async () => {
    const tokens = await login(sandbox.url, 'candidat.soumis@example.org');
    // The idle timeout shrinks at runtime: the session idles before its token expires.
    await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ssoSessionIdle: 5 }),
    });
    clock += 6_000;
    await expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant', 'Session not active');
  });

  it('session gone after a reset or a logout: 400 invalid_grant "Session not active"', async () => {
    const beforeReset = await login(sandbox.url, 'candidat.soumis@example.org');
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    await expectError(await refresh(beforeReset.refresh_token), 400, 'invalid_grant', 'Session not active');

    const tokens = await login(sandbox.url, 'candidat.unique@example.org');
    const logout = await fetch(`${sandbox.url}/realms/admission/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: tokens.refresh_token }).toString(),
    });
    expect(logout.status).toBe(204);
    await expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant', 'Session not active');
  });

  it('invalid refresh token: 400 invalid_grant "Invalid refresh token"', async () => {
    await expectError(await refresh('pas.un.jeton'), 400, 'invalid_grant', 'Invalid refresh token');
    const tokens = await login(sandbox.url, 'candidat.soumis@example.org');
    // An access token is not a refresh token (other key, other type).
    await expectError(await refresh(tokens.access_token), 400, 'invalid_grant', 'Invalid refresh token');
    const [header, payload] = tokens.refresh_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('signature').toString('base64url')}`;
    await expectError(await refresh(forged), 400, 'invalid_grant', 'Invalid refresh token');
  });

  it('missing refresh token: 400 invalid_request "No refresh token"', async () => {
    await expectError(
      await postToken(sandbox.url, { grant_type: 'refresh_token', client_id: CLIENT_ID }),
      400,
      'invalid_request',
      'No refresh token',
    );
  });

  it('refresh token minted by another identity provider: 400 invalid_grant', async () => {
    const other = await startSandbox(0, { publicUrl: 'http://idp.example.org' });
    try {
      const tokens = await login(other.url, 'candidat.soumis@example.org');
      // Same realm name, other issuer and signing secret: the token is not one of ours.
      await expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant', 'Invalid refresh token');
    } finally {
      await other.close();
    }
  });
});
