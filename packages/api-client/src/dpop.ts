// DPoP (RFC 9449): the session's tokens are bound to a key pair the browser made and will not give
// out (WebCrypto, non-extractable), and every token request and every call with a token carries a
// proof signed with it. A token copied out of the page is refused without that key. Where the key
// lives (IndexedDB, one per sign-in) is the portal's (apps/portal/src/services/dpopKey.ts).
/** The key the session's tokens are bound to, as the clients ask for it. */
export interface DpopKeys {
  /** The session's key; null when there is none (the call then goes as before, without a proof). */
  current(): Promise<CryptoKeyPair | null>;
  /** A new key for a sign-in (the password grant). */
  create(): Promise<CryptoKeyPair>;
  /** Keeps the key a sign-in was answered with, before its tokens are used. */
  keep(key: CryptoKeyPair): Promise<void>;
}

/** An ES256 key pair whose private half never leaves the browser (`extractable: false`). */
export const newDpopKey = (): Promise<CryptoKeyPair> =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);

/** base64url without padding, of ASCII text (JSON here, URLs percent-encoded) or of bytes. */
const encode = (data: ArrayBuffer | string) =>
  btoa(typeof data === 'string' ? data : String.fromCharCode(...new Uint8Array(data)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** The last `DPoP-Nonce` each server gave, by origin: the next proof to it carries it. */
const nonces = new Map<string, string>();
/** How far the servers' clock is ahead of this device's (ms), as an answer's `Date` header said. */
let serverClock = 0;

/** `url` as the browser resolves it (the portal's base URLs may be relative: `/realms/...`). */
const absolute = (url: string) => new URL(url, globalThis.location?.href);

/**
 * Notes what an answer says for the next proofs: the server's nonce (RFC 9449 §8) and its clock. A
 * phone's clock is often minutes off, and a proof dated more than a few seconds from the server's
 * time is refused (Keycloak: 25 s before, 15 s after), so proofs are dated by the server's clock as
 * its `Date` header gave it (whole seconds; readable on the portal's own origin, or where CORS
 * exposes it). True when that clock is more than 5 s from what the proofs used: a proof refused
 * for its date is then worth sending again.
 */
export function noteDpopAnswer(url: string, response: Response): boolean {
  const nonce = response.headers.get('DPoP-Nonce');
  if (nonce) nonces.set(absolute(url).origin, nonce);
  const offset = Date.parse(response.headers.get('Date') ?? '') - Date.now();
  if (!(Math.abs(offset - serverClock) > 5_000)) return false;
  serverClock = offset;
  return true;
}

/**
 * A proof for one request: header `typ: dpop+jwt`, `alg: ES256` and the public key; claims `htm`,
 * `htu` (the URL without query and fragment), `iat`, a random `jti`, `ath` (the access token's
 * SHA-256) for a call with a token, and the server's last `nonce` if it gave one.
 */
export async function dpopProof(
  key: CryptoKeyPair,
  method: string,
  url: string,
  accessToken?: string,
): Promise<string> {
  const { origin, pathname } = absolute(url);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key.publicKey);
  const nonce = nonces.get(origin);
  const input = `${encode(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } }))}.${encode(
    JSON.stringify({
      htm: method,
      htu: origin + pathname,
      iat: Math.floor((Date.now() + serverClock) / 1000),
      jti: crypto.randomUUID(),
      ...(accessToken && {
        ath: encode(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken))),
      }),
      ...(nonce && { nonce }),
    }),
  )}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    new TextEncoder().encode(input),
  );
  return `${input}.${encode(signature)}`;
}

/** Whether a resource server refused the proof for want of its nonce (the call is sent again once). */
export const asksForNonce = (response: Response): boolean =>
  response.status === 401 && /use_dpop_nonce/.test(response.headers.get('WWW-Authenticate') ?? '');
