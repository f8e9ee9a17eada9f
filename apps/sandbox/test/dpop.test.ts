// DPoP (RFC 9449) as Keycloak 26.5.6 does it (tried against it; e2e/keycloak/differential.spec.ts
// compares the two): the token endpoint binds the tokens to the proof's key, refuses a bad proof
// with Keycloak's messages, and a bound refresh token needs a proof of the same key; userinfo and
// the APIs take a bound token only as `DPoP` with a proof of its key for the request and its hash.
import {
  SignJWT,
  calculateJwkThumbprint,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../src/config';
import { DPOP_ALGS, accessTokenHash } from '../src/dpop';
import { startSandbox, type RunningSandbox } from '../src/server';
import { startFakeKeycloak } from './fakeKeycloak';
import { ACCOUNT_IDS, CLIENT_ID, DEMO_PASSWORD, postToken, tokenUrl } from './helpers';

interface ProofKey {
  alg: string;
  privateKey: CryptoKey;
  jwk: JWK;
  privateJwk: JWK;
}

async function proofKey(alg = 'ES256'): Promise<ProofKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { alg, privateKey, jwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

interface ProofOptions {
  claims?: JWTPayload;
  header?: Record<string, unknown>;
  /** Signs with this key while the header names `key`'s public key. */
  signer?: ProofKey;
  /** Seconds since the epoch. */
  iat?: number;
}

function proof(key: ProofKey, htm: string, htu: string, options: ProofOptions = {}): Promise<string> {
  const signer = options.signer ?? key;
  return new SignJWT({
    htm,
    htu,
    jti: crypto.randomUUID(),
    iat: options.iat ?? Math.floor(Date.now() / 1000),
    ...options.claims,
  })
    .setProtectedHeader({ alg: signer.alg, typ: 'dpop+jwt', jwk: key.jwk, ...options.header })
    .sign(signer.privateKey);
}

/** A proof with `alg: none` and no signature. */
function unsignedProof(key: ProofKey, htm: string, htu: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { htm, htu, jti: crypto.randomUUID(), iat: Math.floor(Date.now() / 1000) };
  return `${part({ alg: 'none', typ: 'dpop+jwt', jwk: key.jwk })}.${part(claims)}.`;
}

const SOUMIS = 'candidat.soumis@example.org';
const password = { grant_type: 'password', client_id: CLIENT_ID, username: SOUMIS, password: DEMO_PASSWORD };
const refreshForm = (refreshToken: string) => ({
  grant_type: 'refresh_token',
  client_id: CLIENT_ID,
  refresh_token: refreshToken,
});

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

let sandbox: RunningSandbox;
/** A second sandbox whose clock stands still (moved by hand): the proof's time window, to the second. */
let frozen: RunningSandbox;
let clock = Date.now();
beforeAll(async () => {
  [sandbox, frozen] = await Promise.all([
    startSandbox(0, { devRoutes: true }),
    startSandbox(0, { now: () => clock }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), frozen.close()]));

const oidc = (base = sandbox.url) => `${base}/realms/admission/protocol/openid-connect`;
const applicationsUrl = () =>
  `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`;

async function signInWith(key: ProofKey, base = sandbox.url): Promise<TokenAnswer> {
  const response = await postToken(base, password, { DPoP: await proof(key, 'POST', tokenUrl(base)) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TokenAnswer;
}

async function expectRefused(response: Response, error: string, description: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error, error_description: description });
}

describe('the token endpoint', () => {
  it('binds the access and refresh tokens to a valid proof’s key (cnf.jkt, token_type DPoP)', async () => {
    const key = await proofKey();
    const tokens = await signInWith(key);
    const jkt = await calculateJwkThumbprint(key.jwk);
    expect(tokens.token_type).toBe('DPoP');
    const access = decodeJwt(tokens.access_token);
    expect(access.cnf).toEqual({ jkt });
    expect(access.typ).toBe('DPoP');
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh.cnf).toEqual({ jkt });
    expect(refresh.typ).toBe('Refresh');
  });

  it('issues unbound Bearer tokens without a proof while DPoP is optional', async () => {
    const response = await postToken(sandbox.url, password);
    const tokens = (await response.json()) as TokenAnswer;
    expect(tokens.token_type).toBe('Bearer');
    expect(decodeJwt(tokens.access_token).cnf).toBeUndefined();
    expect(decodeJwt(tokens.access_token).typ).toBe('Bearer');
    expect(decodeJwt(tokens.refresh_token).cnf).toBeUndefined();
  });

  it('accepts the asymmetric algorithms Keycloak lists', async () => {
    for (const alg of ['RS256', 'PS256', 'ES384', 'EdDSA']) {
      const tokens = await signInWith(await proofKey(alg));
      expect(tokens.token_type, alg).toBe('DPoP');
    }
    const discovery = (await (
      await fetch(`${sandbox.url}/realms/admission/.well-known/openid-configuration`)
    ).json()) as { dpop_signing_alg_values_supported: string[] };
    expect(discovery.dpop_signing_alg_values_supported.join(' ')).toBe(DPOP_ALGS);
  });

  it('refuses each bad proof with Keycloak’s invalid_request and message, issuing nothing', async () => {
    const key = await proofKey();
    const other = await proofKey();
    const url = tokenUrl(sandbox.url);
    const cases: [string, string | Promise<string>, string][] = [
      ['empty header', '', 'DPoP proof is missing'],
      ['not a JWT', 'abc', 'DPoP header verification failure'],
      ['htm GET', proof(key, 'GET', url), 'DPoP HTTP method mismatch'],
      ['htm in lower case', proof(key, 'post', url), 'DPoP HTTP method mismatch'],
      ['htu of userinfo', proof(key, 'POST', `${oidc()}/userinfo`), 'DPoP HTTP URL mismatch'],
      ['htu with a fragment', proof(key, 'POST', `${url}#x`), 'DPoP HTTP URL mismatch'],
      ['htu with a trailing slash', proof(key, 'POST', `${url}/`), 'DPoP HTTP URL mismatch'],
      [
        'htu on localhost',
        proof(key, 'POST', url.replace('127.0.0.1', 'localhost')),
        'DPoP HTTP URL mismatch',
      ],
      ['htu not a URL', proof(key, 'POST', 'ht tp://x y'), 'Malformed HTTP URL in DPoP proof'],
      [
        'typ JWT',
        proof(key, 'POST', url, { header: { typ: 'JWT' } }),
        'Invalid or missing type in DPoP header: JWT',
      ],
      ['alg none', unsignedProof(key, 'POST', url), 'Unsupported DPoP algorithm: none'],
      ['no jwk', proof(key, 'POST', url, { header: { jwk: undefined } }), 'No JWK in DPoP header'],
      [
        'private key in jwk',
        proof(key, 'POST', url, { header: { jwk: key.privateJwk } }),
        'Private key is present in DPoP header',
      ],
      [
        'signed by another key than its jwk',
        proof(key, 'POST', url, { signer: other }),
        'DPoP verification failure: org.keycloak.exceptions.TokenSignatureInvalidException: Invalid token signature',
      ],
      [
        'no jti',
        proof(key, 'POST', url, { claims: { jti: undefined } }),
        'DPoP mandatory claims are missing',
      ],
      [
        'iat a minute old',
        proof(key, 'POST', url, { iat: Math.floor(Date.now() / 1000) - 60 }),
        'DPoP proof is not active',
      ],
      [
        'iat a minute ahead',
        proof(key, 'POST', url, { iat: Math.floor(Date.now() / 1000) + 60 }),
        'DPoP proof is not active',
      ],
    ];
    for (const [name, value, description] of cases) {
      const response = await postToken(sandbox.url, password, { DPoP: await value });
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual({
        error: 'invalid_request',
        error_description: description,
      });
    }
    // The URL without its query is what counts, as in Keycloak.
    const withQuery = await postToken(sandbox.url, password, {
      DPoP: await proof(key, 'POST', `${url}?a=b`),
    });
    expect(withQuery.status).toBe(200);
  });

  it('compares htu with the path asked: at token/ a proof for token/, not one for token', async () => {
    const key = await proofKey();
    const slashed = `${tokenUrl(sandbox.url)}/`;
    const at = async (htu: string) =>
      fetch(slashed, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', DPoP: await proof(key, 'POST', htu) },
        body: new URLSearchParams(password).toString(),
      });
    expect((await at(slashed)).status).toBe(200);
    await expectRefused(await at(tokenUrl(sandbox.url)), 'invalid_request', 'DPoP HTTP URL mismatch');
  });

  it('refuses a proof used twice, even with another key, but not its jti for another URL', async () => {
    const key = await proofKey();
    const url = tokenUrl(sandbox.url);
    const once = await proof(key, 'POST', url, { claims: { jti: 'une-seule-fois' } });
    expect((await postToken(sandbox.url, password, { DPoP: once })).status).toBe(200);
    await expectRefused(
      await postToken(sandbox.url, password, { DPoP: once }),
      'invalid_request',
      'DPoP proof has already been used',
    );
    const sameJti = await proof(await proofKey(), 'POST', url, { claims: { jti: 'une-seule-fois' } });
    await expectRefused(
      await postToken(sandbox.url, password, { DPoP: sameJti }),
      'invalid_request',
      'DPoP proof has already been used',
    );
    const otherUrl = await proof(key, 'POST', `${url}?autre`, { claims: { jti: 'une-seule-fois' } });
    expect((await postToken(sandbox.url, password, { DPoP: otherUrl })).status).toBe(200);
  });

  it('takes iat from 25 s before to 15 s after its clock, and no further', async () => {
    const key = await proofKey();
    const url = tokenUrl(frozen.url);
    const now = Math.floor(clock / 1000);
    for (const [offset, status] of [
      [-26, 400],
      [-25, 200],
      [15, 200],
      [16, 400],
    ] as const) {
      const response = await postToken(frozen.url, password, {
        DPoP: await proof(key, 'POST', url, { iat: now + offset }),
      });
      expect(response.status, `iat ${offset} s`).toBe(status);
    }
    // Replayed after its window, the proof is refused as stale, not accepted anew.
    const early = await proof(key, 'POST', url, { iat: now });
    expect((await postToken(frozen.url, password, { DPoP: early })).status).toBe(200);
    clock += 26_000;
    await expectRefused(
      await postToken(frozen.url, password, { DPoP: early }),
      'invalid_request',
      'DPoP proof is not active',
    );
  });

  it('refreshes a bound refresh token only with a proof of the same key', async () => {
    const key = await proofKey();
    const tokens = await signInWith(key);
    const url = tokenUrl(sandbox.url);
    await expectRefused(
      await postToken(sandbox.url, refreshForm(tokens.refresh_token)),
      'invalid_grant',
      'DPoP proof is missing',
    );
    await expectRefused(
      await postToken(sandbox.url, refreshForm(tokens.refresh_token), {
        DPoP: await proof(await proofKey(), 'POST', url),
      }),
      'invalid_grant',
      "DPoP confirmation doesn't match DPoP proof",
    );
    const refreshed = await postToken(sandbox.url, refreshForm(tokens.refresh_token), {
      DPoP: await proof(key, 'POST', url),
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as TokenAnswer;
    expect(body.token_type).toBe('DPoP');
    expect(decodeJwt(body.refresh_token).cnf).toEqual({ jkt: await calculateJwkThumbprint(key.jwk) });
  });

  it('cannot log out a bound refresh token (Keycloak reads no proof there); revocation ends it without one', async () => {
    const key = await proofKey();
    const tokens = await signInWith(key);
    const withProof = { DPoP: await proof(key, 'POST', `${oidc()}/logout`) };
    for (const headers of [{}, withProof] as Record<string, string>[]) {
      const response = await fetch(`${oidc()}/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: tokens.refresh_token }),
      });
      await expectRefused(response, 'invalid_grant', 'DPoP proof is missing');
    }
    const revoked = await fetch(`${oidc()}/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.refresh_token }),
    });
    expect(revoked.status).toBe(200);
    await expectRefused(
      await postToken(sandbox.url, refreshForm(tokens.refresh_token), {
        DPoP: await proof(key, 'POST', tokenUrl(sandbox.url)),
      }),
      'invalid_grant',
      'Session not active',
    );
  });

  it('refuses a token request without a proof once DPoP is required, until the reset', async () => {
    const config = await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dpop: 'required' }),
    });
    expect(await config.json()).toEqual({ dpop: 'required' });
    try {
      await expectRefused(await postToken(sandbox.url, password), 'invalid_request', 'DPoP proof is missing');
      expect((await signInWith(await proofKey())).token_type).toBe('DPoP');
    } finally {
      await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    }
    expect((await postToken(sandbox.url, password)).status).toBe(200);
    const wrong = await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dpop: 'always' }),
    });
    expect(wrong.status).toBe(400);
  });

  it('reads SANDBOX_DPOP', () => {
    expect(optionsFromEnv({ SANDBOX_DPOP: 'required' }).dpop).toBe('required');
    expect(optionsFromEnv({}).dpop).toBeUndefined();
    expect(() => optionsFromEnv({ SANDBOX_DPOP: 'oui' })).toThrow(/SANDBOX_DPOP/);
  });
});

describe('userinfo', () => {
  const userinfoWith = (headers: Record<string, string>) => fetch(`${oidc()}/userinfo`, { headers });
  const DPOP_CHALLENGE = `DPoP algs="${DPOP_ALGS}", realm="admission", error="invalid_token", error_description="Token verification failed"`;

  it('answers a bound token sent as DPoP with a proof of its key and hash, and refuses every other way', async () => {
    const key = await proofKey();
    const url = `${oidc()}/userinfo`;
    const password = await postToken(
      sandbox.url,
      {
        grant_type: 'password',
        client_id: CLIENT_ID,
        username: SOUMIS,
        password: DEMO_PASSWORD,
        scope: 'openid',
      },
      { DPoP: await proof(key, 'POST', tokenUrl(sandbox.url)) },
    );
    const token = ((await password.json()) as TokenAnswer).access_token;
    const ath = accessTokenHash(token);
    const ok = await userinfoWith({
      Authorization: `DPoP ${token}`,
      DPoP: await proof(key, 'GET', url, { claims: { ath } }),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { sub: string }).sub).toBe(ACCOUNT_IDS.soumis);

    const asBearer = await userinfoWith({ Authorization: `Bearer ${token}` });
    expect(asBearer.status).toBe(401);
    expect(asBearer.headers.get('www-authenticate')).toBe(
      'Bearer realm="admission", error="invalid_token", error_description="Token verification failed"',
    );
    const refusals: [string, Record<string, string>][] = [
      ['no proof', { Authorization: `DPoP ${token}` }],
      ['no ath', { Authorization: `DPoP ${token}`, DPoP: await proof(key, 'GET', url) }],
      [
        'another key (a stolen token)',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(await proofKey(), 'GET', url, { claims: { ath } }),
        },
      ],
      [
        'ath of another token',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(key, 'GET', url, { claims: { ath: accessTokenHash('autre') } }),
        },
      ],
      [
        'htm POST',
        { Authorization: `DPoP ${token}`, DPoP: await proof(key, 'POST', url, { claims: { ath } }) },
      ],
    ];
    for (const [name, headers] of refusals) {
      const response = await userinfoWith(headers);
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toBe(DPOP_CHALLENGE);
    }
  });
});

describe('candidate-service', () => {
  const get = (headers: Record<string, string>) => fetch(applicationsUrl(), { headers });
  const challenge = (error: string, description: string) =>
    `DPoP algs="${DPOP_ALGS}", realm="admission", error="${error}", error_description="${description}"`;

  it('serves a bound token with a proof of its key for this method, URL and token', async () => {
    const key = await proofKey();
    const { access_token: token } = await signInWith(key);
    const ath = accessTokenHash(token);
    const ok = await get({
      Authorization: `DPoP ${token}`,
      DPoP: await proof(key, 'GET', applicationsUrl(), { claims: { ath } }),
    });
    expect(ok.status).toBe(200);

    const cases: [string, Record<string, string>, string, string][] = [
      [
        'as Bearer',
        { Authorization: `Bearer ${token}` },
        'invalid_token',
        'DPoP-bound token presented as Bearer',
      ],
      ['without a proof', { Authorization: `DPoP ${token}` }, 'invalid_dpop_proof', 'DPoP proof is missing'],
      [
        'a stolen token with the thief’s key',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(await proofKey(), 'GET', applicationsUrl(), { claims: { ath } }),
        },
        'invalid_dpop_proof',
        "DPoP confirmation doesn't match DPoP proof",
      ],
      [
        'ath of another token',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(key, 'GET', applicationsUrl(), { claims: { ath: accessTokenHash('x') } }),
        },
        'invalid_dpop_proof',
        'DPoP proof access token hash mismatch',
      ],
      [
        'a proof for another route',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(key, 'GET', `${sandbox.url}/api/candidate-service/AdmissionCalendar/current`, {
            claims: { ath },
          }),
        },
        'invalid_dpop_proof',
        'DPoP HTTP URL mismatch',
      ],
      [
        'a proof for PUT',
        {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(key, 'PUT', applicationsUrl(), { claims: { ath } }),
        },
        'invalid_dpop_proof',
        'DPoP HTTP method mismatch',
      ],
    ];
    for (const [name, headers, error, description] of cases) {
      const response = await get(headers);
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toBe(challenge(error, description));
    }
    const replayed = await proof(key, 'GET', applicationsUrl(), { claims: { ath } });
    expect((await get({ Authorization: `DPoP ${token}`, DPoP: replayed })).status).toBe(200);
    const again = await get({ Authorization: `DPoP ${token}`, DPoP: replayed });
    expect(again.status).toBe(401);
    expect(again.headers.get('www-authenticate')).toBe(
      challenge('invalid_dpop_proof', 'DPoP proof has already been used'),
    );
  });

  it('serves an unbound token as Bearer while DPoP is optional, and refuses it once required', async () => {
    const { access_token: token } = (await (await postToken(sandbox.url, password)).json()) as TokenAnswer;
    expect((await get({ Authorization: `Bearer ${token}` })).status).toBe(200);
    const asDpop = await get({ Authorization: `DPoP ${token}` });
    expect(asDpop.headers.get('www-authenticate')).toBe(
      challenge('invalid_token', 'Token is not DPoP-bound'),
    );
    await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dpop: 'required' }),
    });
    try {
      const refused = await get({ Authorization: `Bearer ${token}` });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(
        challenge('invalid_token', 'DPoP-bound token required'),
      );
    } finally {
      await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    }
  });
});

describe('behind a proxy', () => {
  it('takes htu from the trusted proxy’s X-Forwarded-Proto and X-Forwarded-Host, and from nobody else', async () => {
    const proxied = await startSandbox(0, { trustedProxies: ['127.0.0.1'] });
    try {
      const key = await proofKey();
      const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'admission.example:8443' };
      const publicUrl = 'https://admission.example:8443/realms/admission/protocol/openid-connect/token';
      const viaProxy = await postToken(proxied.url, password, {
        ...forwarded,
        DPoP: await proof(key, 'POST', publicUrl),
      });
      expect(viaProxy.status, await viaProxy.clone().text()).toBe(200);
      // The same headers from a peer that is not a trusted proxy are not believed.
      const direct = await postToken(sandbox.url, password, {
        ...forwarded,
        DPoP: await proof(key, 'POST', publicUrl),
      });
      await expectRefused(direct, 'invalid_request', 'DPoP HTTP URL mismatch');
    } finally {
      await proxied.close();
    }
  });

  it('lets a browser send the DPoP header across origins', async () => {
    const response = await fetch(tokenUrl(sandbox.url), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'dpop, content-type',
      },
    });
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('DPoP');
  });
});

describe('Keycloak mode', () => {
  it('checks the proof of a token Keycloak bound (typ DPoP, cnf.jkt), as for its own', async () => {
    const fake = await startFakeKeycloak();
    const beside = await startSandbox(0, { keycloakUrl: fake.url });
    try {
      const key = await proofKey();
      const token = await fake.accessToken({
        typ: 'DPoP',
        cnf: { jkt: await calculateJwkThumbprint(key.jwk) },
      });
      const url = `${beside.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`;
      const ath = accessTokenHash(token);
      const ok = await fetch(url, {
        headers: { Authorization: `DPoP ${token}`, DPoP: await proof(key, 'GET', url, { claims: { ath } }) },
      });
      expect(ok.status).toBe(200);
      const asBearer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      expect(asBearer.status).toBe(401);
      expect(asBearer.headers.get('www-authenticate')).toContain('error="invalid_token"');
      const stolen = await fetch(url, {
        headers: {
          Authorization: `DPoP ${token}`,
          DPoP: await proof(await proofKey(), 'GET', url, { claims: { ath } }),
        },
      });
      expect(stolen.status).toBe(401);
      expect(stolen.headers.get('www-authenticate')).toContain('error="invalid_dpop_proof"');
    } finally {
      await beside.close();
      await fake.close();
    }
  });
});
