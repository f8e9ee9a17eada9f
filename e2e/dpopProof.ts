// DPoP proofs (RFC 9449) for every request the e2e tests make from Node to a token endpoint or an
// API: made with Node's crypto as any client would make them, alike for Keycloak and the sandbox,
// each for its own URLs. The realm requires DPoP for the portal's client (deploy/keycloak/), so a
// plain grant from Node goes through `dpopGrant`, never as a bare form.
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

type Json = Record<string, unknown>;

export interface DpopKey {
  alg: 'ES256' | 'RS256' | 'EdDSA';
  privateKey: KeyObject;
  jwk: Json;
}

/** A new key pair for proofs, with Node's crypto (the harness signs as any client would). */
export function dpopKey(alg: DpopKey['alg'] = 'ES256'): DpopKey {
  const pair =
    alg === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : alg === 'EdDSA'
        ? generateKeyPairSync('ed25519')
        : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { alg, privateKey: pair.privateKey, jwk: pair.publicKey.export({ format: 'jwk' }) as Json };
}

/** RFC 7638: SHA-256 of the key's required members in order, base64url (what `cnf.jkt` holds). */
export function thumbprint(jwk: Json): string {
  const members =
    jwk.kty === 'EC' ? ['crv', 'kty', 'x', 'y'] : jwk.kty === 'RSA' ? ['e', 'kty', 'n'] : ['crv', 'kty', 'x'];
  const canonical = JSON.stringify(Object.fromEntries(members.map((member) => [member, jwk[member]])));
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * A proof of `key` for `htm` `htu`; `claims` and `header` change or add what a case needs (a member
 * set to undefined is left out), `signer` signs in its place.
 */
export function dpopProof(
  key: DpopKey,
  htm: string,
  htu: string,
  { claims = {}, header = {}, signer = key }: { claims?: Json; header?: Json; signer?: DpopKey } = {},
): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: signer.alg, typ: 'dpop+jwt', jwk: key.jwk, ...header })}.${part({
    htm,
    htu,
    jti: randomUUID(),
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  })}`;
  const signature =
    signer.alg === 'EdDSA'
      ? sign(null, Buffer.from(input), signer.privateKey)
      : sign('sha256', Buffer.from(input), { key: signer.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** Base64url SHA-256 of an access token: a proof's `ath`. */
export function ath(token: unknown): string {
  return createHash('sha256').update(String(token)).digest('base64url');
}

/** This test worker's key for its own grants and calls from Node (a test's client, not the page's). */
export const workerKey = dpopKey();

/**
 * A token request (password grant, refresh, revocation…) as a DPoP client sends it: `form` posted to
 * `url` with a fresh proof of `key` for it (`htu` without the query, as RFC 9449 has it).
 */
export function dpopGrant(
  request: APIRequestContext,
  url: string,
  form: Record<string, string>,
  key: DpopKey = workerKey,
): Promise<APIResponse> {
  return request.post(url, { form, headers: { DPoP: dpopProof(key, 'POST', url.split('?')[0] ?? url) } });
}

/** The headers of a call with a DPoP-bound access token: `Authorization: DPoP` and a proof with `ath`. */
export function dpopHeaders(
  method: string,
  url: string,
  accessToken: string,
  key: DpopKey = workerKey,
): Record<string, string> {
  return {
    Authorization: `DPoP ${accessToken}`,
    DPoP: dpopProof(key, method, url.split('?')[0] ?? url, { claims: { ath: ath(accessToken) } }),
  };
}
