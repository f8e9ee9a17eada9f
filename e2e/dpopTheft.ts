// A thief's replay of a DPoP session's tokens (docs/behaviour.md, deviation 55), for e2e/dpop.spec.ts
// (the sandbox) and e2e/keycloak/dpop.spec.ts (the real Keycloak): the page signs in, the test reads
// both tokens out of it (local storage) as a script in the page could, and replays them from Node as
// Bearer, as DPoP with a proof of another key, and in refreshes without a proof or with another key's;
// each must be refused while the page itself goes on working. The page's own key is checked too:
// IndexedDB holds a CryptoKey that cannot be exported.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ath, dpopKey, dpopProof } from './dpopProof';

/** A proof of a key the thief made (ES256, Node's crypto), as any client would sign it. */
function thiefProof(htm: string, htu: string, accessToken?: string): string {
  return dpopProof(dpopKey(), htm, htu, { claims: accessToken ? { ath: ath(accessToken) } : {} });
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

export interface TheftTarget {
  /** candidate-service's base URL, as the page calls it. */
  apiBase: string;
  /** The identity provider's token endpoint, as the page calls it. */
  tokenUrl: string;
  clientId: string;
}

/**
 * What the page holds once signed in: both tokens, whether its key can be exported, and, given a
 * token endpoint, a refresh proof signed now with that key inside the page (it cannot leave it).
 */
function fromPage(page: Page, proofFor: string | null) {
  return page.evaluate(async (htu) => {
    const key = await new Promise<CryptoKeyPair | undefined>((resolve, reject) => {
      const open = indexedDB.open('admission-token-refresh-dpop');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('dpop').objectStore('dpop').get('key');
        read.onsuccess = () => resolve(read.result as CryptoKeyPair | undefined);
        read.onerror = () => reject(read.error);
      };
    });
    const exported = key
      ? await crypto.subtle.exportKey('jwk', key.privateKey).then(
          () => 'exported',
          () => 'refused',
        )
      : 'no key';
    let proof: string | null = null;
    if (key && htu) {
      const base64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_');
      const part = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));
      const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key.publicKey);
      const input = `${part({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })}.${part({
        htm: 'POST',
        htu,
        iat: Math.floor(Date.now() / 1000),
        jti: crypto.randomUUID(),
      })}`;
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        key.privateKey,
        new TextEncoder().encode(input),
      );
      proof = `${input}.${base64url(new Uint8Array(signature))}`;
    }
    return {
      accessToken: localStorage.getItem('access_token') ?? '',
      refreshToken: localStorage.getItem('refresh_token') ?? '',
      exported,
      extractable: key?.privateKey.extractable ?? null,
      proof,
    };
  }, proofFor);
}

/** What the page holds once signed in: both tokens, and whether its key can be exported. */
export const stealFromPage = (page: Page) => fromPage(page, null);

/**
 * A proof of the page's own key for a refresh at `tokenUrl`, signed now inside the page. Sent after
 * « Déconnexion », it makes the provider judge the refresh token itself: without it a DPoP-bound
 * token is refused for the missing proof, ended session or not. Good for the provider's `iat`
 * window (Keycloak: 25 s).
 */
export async function ownRefreshProof(page: Page, tokenUrl: string): Promise<string> {
  const { proof } = await fromPage(page, tokenUrl);
  if (!proof) throw new Error('The page holds no DPoP key');
  return proof;
}

/**
 * Replays the stolen tokens from Node; every replay must be refused. Returns the statuses, which the
 * test prints (and which a regression would change first).
 */
export async function replayStolen(
  request: APIRequestContext,
  target: TheftTarget,
  stolen: { accessToken: string; refreshToken: string },
) {
  const { accessToken, refreshToken } = stolen;
  expect(claimsOf(accessToken).cnf, 'the page holds a DPoP-bound access token (cnf.jkt)').toMatchObject({
    jkt: expect.any(String),
  });
  const resource = `${target.apiBase}/api/candidate-service/Candidate/with-applications-bac/account/${String(claimsOf(accessToken).sub)}`;
  const asBearer = await request.get(resource, { headers: { Authorization: `Bearer ${accessToken}` } });
  const asDpopOtherKey = await request.get(resource, {
    headers: { Authorization: `DPoP ${accessToken}`, DPoP: thiefProof('GET', resource, accessToken) },
  });
  const refresh = { grant_type: 'refresh_token', client_id: target.clientId, refresh_token: refreshToken };
  const refreshNoProof = await request.post(target.tokenUrl, { form: refresh });
  const refreshOtherKey = await request.post(target.tokenUrl, {
    form: refresh,
    headers: { DPoP: thiefProof('POST', target.tokenUrl) },
  });
  const statuses = {
    bearer: asBearer.status(),
    dpopOtherKey: asDpopOtherKey.status(),
    refreshNoProof: refreshNoProof.status(),
    refreshOtherKey: refreshOtherKey.status(),
  };
  expect(statuses, 'every replay refused: 401 at candidate-service, 400 at the token endpoint').toEqual({
    bearer: 401,
    dpopOtherKey: 401,
    refreshNoProof: 400,
    refreshOtherKey: 400,
  });
  // Refused for the binding, not for anything else (the proof itself was well made).
  expect(await refreshOtherKey.json()).toMatchObject({ error: 'invalid_grant' });
  return statuses;
}
