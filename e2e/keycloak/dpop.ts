// DPoP proofs (RFC 9449) for the tests of e2e/keycloak/, made with Node's crypto as any client
// would make them, alike for Keycloak and the sandbox, each for its own URLs.
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

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
