// What an OIDC client sees of the realm beyond the portal's two calls, as Keycloak 26.5.6
// answers it (tried against it; e2e/keycloak/differential.spec.ts compares them): discovery,
// userinfo's scope and session checks, RFC 7009 revocation, the end-session GET, and how a path is
// read (`token/` is `token`; a path not in normal form is refused).
import { request } from 'node:http';
import { Issuer } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keycloakPath } from '../src/identity';
import { startSandbox, type RunningSandbox } from '../src/server';
import { CLIENT_ID, DEMO_PASSWORD, postToken } from './helpers';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox(0);
});
afterAll(() => sandbox.close());

const oidc = () => `${sandbox.url}/realms/admission/protocol/openid-connect`;

async function signIn(username: string, scope?: string) {
  const response = await postToken(sandbox.url, {
    grant_type: 'password',
    client_id: CLIENT_ID,
    username,
    password: DEMO_PASSWORD,
    ...(scope ? { scope } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string; id_token?: string };
}

const refresh = (refreshToken: string) =>
  postToken(sandbox.url, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken });

const userinfo = (token?: string) =>
  fetch(`${oidc()}/userinfo`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

const revoke = (form: Record<string, string>) =>
  fetch(`${oidc()}/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/** A request with its path byte for byte (fetch would resolve `.` segments itself). */
function raw(method: string, path: string, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(sandbox.url);
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('discovery, as a standard client reads it', () => {
  it('lists the endpoints Keycloak lists, and its response types', async () => {
    const issuer = await Issuer.discover(`${sandbox.url}/realms/admission`);
    const m = issuer.metadata;
    expect(m.authorization_endpoint).toBe(`${oidc()}/auth`);
    expect(m.revocation_endpoint).toBe(`${oidc()}/revoke`);
    expect(m.introspection_endpoint).toBe(`${oidc()}/token/introspect`);
    expect(m.end_session_endpoint).toBe(`${oidc()}/logout`);
    expect(m.response_types_supported).toEqual(expect.arrayContaining(['code', 'none', 'id_token token']));
  });
});

describe('userinfo', () => {
  it('refuses a token without the openid scope (403 insufficient_scope), answers one with it', async () => {
    const plain = await signIn('candidat.unique@example.org');
    const refused = await userinfo(plain.access_token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="admission", error="insufficient_scope", error_description="Missing openid scope"',
    );
    expect(await refused.text()).toBe('');
    const openid = await signIn('candidat.unique@example.org', 'openid');
    const answered = await userinfo(openid.access_token);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ email: 'candidat.unique@example.org' });
  });

  it('refuses a session a refresh-token replay detached, and no token at all (401)', async () => {
    const tokens = await signIn('candidat.multiple@example.org', 'openid');
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const detached = await userinfo(tokens.access_token);
    expect(detached.status).toBe(401);
    expect(detached.headers.get('www-authenticate')).toContain('error_description="user_session_not_found"');
    const none = await userinfo();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="admission"');
  });
});

describe('revocation (RFC 7009)', () => {
  it('a refresh token: 200, and its session is over', async () => {
    const tokens = await signIn('candidat.soumis@example.org', 'openid');
    const answer = await revoke({
      client_id: CLIENT_ID,
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
    expect(await (await refresh(tokens.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Session not active',
    });
  });

  it('an access token: 200, userinfo refuses it, the session goes on', async () => {
    const tokens = await signIn('candidat.accepte@example.org', 'openid');
    expect((await revoke({ client_id: CLIENT_ID, token: tokens.access_token })).status).toBe(200);
    const refused = await userinfo(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(
      'error_description="Token verification failed"',
    );
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('an unknown token is 200 too (Keycloak says invalid_token in the body); no token is 400, an unknown client 401', async () => {
    const unknown = await revoke({ client_id: CLIENT_ID, token: 'pas.un.jeton' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid token' });
    const missing = await revoke({ client_id: CLIENT_ID });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Token not provided',
    });
    expect((await revoke({ client_id: 'inconnu', token: 'x' })).status).toBe(401);
  });

  it('through a standard client (openid-client revoke)', async () => {
    const issuer = await Issuer.discover(`${sandbox.url}/realms/admission`);
    const client = new issuer.Client({ client_id: CLIENT_ID, token_endpoint_auth_method: 'none' });
    const tokens = await signIn('pedagogie@example.org', 'openid');
    await client.revoke(tokens.refresh_token, 'refresh_token');
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe('introspection', () => {
  it('is refused to the portal’s public client, as Keycloak does', async () => {
    const tokens = await signIn('candidat.soumis@example.org');
    const answer = await fetch(`${oidc()}/token/introspect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.access_token }).toString(),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Client not allowed.',
    });
  });
});

describe('the end-session GET', () => {
  it('with a valid id_token_hint ends the session; a forged hint or a redirect is a 400 page', async () => {
    const tokens = await signIn('admin@example.org', 'openid');
    expect(tokens.id_token).toBeTruthy();
    const forged = await fetch(`${oidc()}/logout?id_token_hint=${tokens.access_token}`);
    expect(forged.status).toBe(400);
    const redirect = await fetch(
      `${oidc()}/logout?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent('https://ailleurs.example/')}`,
    );
    expect(redirect.status).toBe(400);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    const answer = await fetch(`${oidc()}/logout?id_token_hint=${tokens.id_token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toContain('Vous êtes déconnecté');
    const after = await refresh(tokens.refresh_token);
    expect(await after.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('paths, read as Keycloak 26.5.6 reads them', () => {
  const grant = `grant_type=password&client_id=${CLIENT_ID}&username=personne%40example.org&password=x`;
  const base = '/realms/admission/protocol/openid-connect';

  it.each([
    [`${base}/token`, 401, 'invalid_grant'],
    [`${base}/token/`, 401, 'invalid_grant'],
    [`${base}/token?x=1`, 401, 'invalid_grant'],
    [`${base}/token/.`, 400, 'missingNormalization'],
    [`${base}//token`, 400, 'missingNormalization'],
    [`//realms/admission/protocol/openid-connect/token`, 400, 'missingNormalization'],
    [`${base}/%74oken`, 400, 'missingNormalization'],
    [`${base}/x/../token`, 400, 'missingNormalization'],
    [`/realms/%61dmission/protocol/openid-connect/token`, 400, 'missingNormalization'],
    [`${base}/token;x=y`, 400, 'invalidCharacter'],
    [`/realms/Admission/protocol/openid-connect/token`, 404, 'Realm does not exist'],
    [`${base}/TOKEN`, 405, 'HTTP 405 Method Not Allowed'],
    [`${base}/token%2F`, 405, 'HTTP 405 Method Not Allowed'],
  ])('POST %s: %i %s', async (path, status, error) => {
    const answer = await raw('POST', path, grant);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({ error });
  });

  it('a trailing slash names the same endpoint everywhere under the realm', async () => {
    expect((await raw('GET', `${base}/certs/`)).status).toBe(200);
    expect((await raw('GET', '/realms/admission/.well-known/openid-configuration/')).status).toBe(200);
    expect(keycloakPath('/realms/admission/protocol/openid-connect/token/')).toEqual({
      path: '/realms/admission/protocol/openid-connect/token',
    });
    // Not an unreserved character: kept as written (a path no route has).
    expect(keycloakPath('/realms/admission/protocol/openid-connect/token%2F')).toEqual({
      path: '/realms/admission/protocol/openid-connect/token%2F',
    });
  });
});
