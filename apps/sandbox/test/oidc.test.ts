import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Issuer } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, CLIENT_ID, DEMO_PASSWORD, decodeJwt, login } from './helpers';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox(0);
});
afterAll(() => sandbox.close());

describe('a standard OIDC client against the realm', () => {
  it('discovers, logs in with the password grant, refreshes and verifies against the JWKS', async () => {
    const issuer = await Issuer.discover(`${sandbox.url}/realms/admission`);
    expect(issuer.metadata.issuer).toBe(`${sandbox.url}/realms/admission`);
    expect(issuer.metadata.token_endpoint).toBe(
      `${sandbox.url}/realms/admission/protocol/openid-connect/token`,
    );

    const client = new issuer.Client({ client_id: CLIENT_ID, token_endpoint_auth_method: 'none' });
    const first = await client.grant({
      grant_type: 'password',
      username: 'candidat.soumis@example.org',
      password: DEMO_PASSWORD,
      scope: 'openid',
    });
    expect(first.token_type).toBe('Bearer');
    expect(first.claims().sub).toBe(ACCOUNT_IDS.soumis);

    const refreshed = await client.refresh(first);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.access_token).not.toBe(first.access_token);

    const jwks = createRemoteJWKSet(new URL(issuer.metadata.jwks_uri ?? ''));
    const { payload, protectedHeader } = await jwtVerify(refreshed.access_token ?? '', jwks, {
      issuer: issuer.metadata.issuer,
      audience: 'account',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(ACCOUNT_IDS.soumis);
  });

  it('puts the claims Keycloak puts in an access token', async () => {
    const tokens = await login(sandbox.url, 'candidat.soumis@example.org');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${sandbox.url}/realms/admission`,
      sub: ACCOUNT_IDS.soumis,
      typ: 'Bearer',
      azp: CLIENT_ID,
      aud: 'account',
      scope: 'profile email',
      email_verified: true,
      name: 'Aminata Diop',
      preferred_username: 'candidat.soumis@example.org',
      given_name: 'Aminata',
      family_name: 'Diop',
      email: 'candidat.soumis@example.org',
    });
    // Keycloak 26.5: `sid` only (no `session_state` claim), 24 base64url characters; the `jti`
    // tells the grant (`onrtro:` password, `onrtrt:` refresh).
    expect(claims.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(claims).not.toHaveProperty('session_state');
    expect(claims.jti).toMatch(/^onrtro:[0-9a-f-]{36}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    expect((claims.realm_access as { roles: string[] }).roles.sort()).toEqual(
      ['candidate', 'default-roles-admission', 'offline_access', 'uma_authorization'].sort(),
    );
    expect(Object.keys(claims.resource_access as object)).toEqual(['account']);
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_expires_in).toBe(1800);
  });

  it('puts what Keycloak puts in the refresh token and the ID token, and an onrtrt: jti after a refresh', async () => {
    const first = await login(sandbox.url, 'candidat.soumis@example.org');
    const refreshClaims = decodeJwt(first.refresh_token);
    expect(refreshClaims).toMatchObject({
      typ: 'Refresh',
      azp: CLIENT_ID,
      scope: 'roles basic acr profile email web-origins',
      sid: decodeJwt(first.access_token).sid,
    });
    expect(refreshClaims).not.toHaveProperty('session_state');
    expect(refreshClaims.reuse_id).toEqual(expect.any(String));

    const refreshed = await fetch(`${sandbox.url}/realms/admission/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: first.refresh_token,
      }).toString(),
    });
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(decodeJwt(second.access_token).jti).toMatch(/^onrtrt:/);
    expect(second.scope).toBe('profile email');
    // One `reuse_id` per login, kept by its refreshes.
    expect(decodeJwt(second.refresh_token).reuse_id).toBe(refreshClaims.reuse_id);

    const issuer = await Issuer.discover(`${sandbox.url}/realms/admission`);
    const client = new issuer.Client({ client_id: CLIENT_ID, token_endpoint_auth_method: 'none' });
    const withOpenid = await client.grant({
      grant_type: 'password',
      username: 'candidat.soumis@example.org',
      password: DEMO_PASSWORD,
      scope: 'openid',
    });
    const idClaims = decodeJwt(withOpenid.id_token ?? '');
    expect(idClaims).toMatchObject({ typ: 'ID', aud: CLIENT_ID, azp: CLIENT_ID });
    expect(idClaims).not.toHaveProperty('session_state');
    expect(idClaims).not.toHaveProperty('auth_time');
  });

  it('lists client roles under resource_access only for a user who holds them', async () => {
    const claims = decodeJwt((await login(sandbox.url, 'candidat.accepte@example.org')).access_token);
    expect(claims.resource_access).toMatchObject({ 'auth-service': { roles: ['student'] } });
    expect((claims.realm_access as { roles: string[] }).roles).toContain('student');
  });

  it('gives the staff their realm role and a user outside the portal none of its roles', async () => {
    const admin = decodeJwt((await login(sandbox.url, 'admin@example.org')).access_token);
    expect((admin.realm_access as { roles: string[] }).roles).toContain('admin');
    const outsider = decodeJwt((await login(sandbox.url, 'personnel.sansrole@example.org')).access_token);
    const roles = (outsider.realm_access as { roles: string[] }).roles;
    for (const portalRole of ['student', 'candidate', 'ROLE_CANDIDATE'])
      expect(roles).not.toContain(portalRole);
  });

  it('answers userinfo for a live session signed in with the openid scope', async () => {
    const issuer = await Issuer.discover(`${sandbox.url}/realms/admission`);
    const client = new issuer.Client({ client_id: CLIENT_ID, token_endpoint_auth_method: 'none' });
    const tokens = await client.grant({
      grant_type: 'password',
      username: 'candidat.unique@example.org',
      password: DEMO_PASSWORD,
      scope: 'openid',
    });
    const response = await fetch(`${sandbox.url}/realms/admission/protocol/openid-connect/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sub: ACCOUNT_IDS.unique,
      email: 'candidat.unique@example.org',
    });
  });

  it('uses a configured public URL as issuer', async () => {
    const behindProxy = await startSandbox(0, { publicUrl: 'http://127.0.0.1:5173/' });
    try {
      const claims = decodeJwt((await login(behindProxy.url, 'candidat.soumis@example.org')).access_token);
      expect(claims.iss).toBe('http://127.0.0.1:5173/realms/admission');
    } finally {
      await behindProxy.close();
    }
  });
});
