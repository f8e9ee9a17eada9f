// DPoP (RFC 9449), sender-constrained tokens, as Keycloak 26.5.6 checks a proof (its DPoPUtil,
// read in keycloak-services 26.5.6's sources and tried against it: docs/identity-provider.md,
// « DPoP »). One proof check, used by the token and userinfo endpoints and by the resource servers
// (candidate-service, staff review, the auth API). Signatures and thumbprints are jose's.
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  SignJWT,
  base64url,
  calculateJwkThumbprint,
  compactVerify,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type ProtectedHeaderParameters,
} from 'jose';
import { normaliseAddress } from './config';
import type { Env } from './faults';

/**
 * The proof algorithms Keycloak 26.5.6 accepts (its asymmetric signature providers), in the order
 * of its discovery document's `dpop_signing_alg_values_supported` and of its `algs` challenge.
 */
export const DPOP_ALGORITHMS = [
  'PS384',
  'RS384',
  'EdDSA',
  'ES384',
  'ES256',
  'RS256',
  'ES512',
  'PS256',
  'PS512',
  'RS512',
] as const;

/** DPoPUtil.DEFAULT_PROOF_LIFETIME and DEFAULT_ALLOWED_CLOCK_SKEW, in seconds. */
const PROOF_LIFETIME = 10;
const CLOCK_SKEW = 15;

/** `required`: every token request needs a proof (Keycloak's client attribute `dpop.bound.access.tokens`). */
export type DpopMode = 'required' | 'optional';

/**
 * Proofs already seen, by SHA-1 of `jti` + "\n" + `htu` (Keycloak's single-use store key), until
 * `iat` + lifetime + skew: the same `jti` for another `htu` is another proof, whatever the key.
 */
export class DpopReplayCache {
  private readonly seen = new Map<string, number>();

  /** False when the proof was already used; records it otherwise. */
  putIfAbsent(jti: string, htu: string, expiresAtSeconds: number, nowSeconds: number): boolean {
    for (const [key, until] of this.seen) if (until < nowSeconds) this.seen.delete(key);
    const key = createHash('sha1').update(`${jti}\n${htu}`).digest('hex');
    if (this.seen.has(key)) return false;
    this.seen.set(key, expiresAtSeconds);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }
}

type ProofCheck = { ok: true; jkt: string } | { ok: false; description: string };

interface ProofClaims {
  htm?: string;
  htu?: string;
  jti?: string;
  iat?: number;
  ath?: string;
}

const HEADER_FAILURE = 'DPoP header verification failure';
/** What Keycloak 26.5.6 answers for a proof whose signature does not verify with its `jwk`. */
const SIGNATURE_FAILURE =
  'DPoP verification failure: org.keycloak.exceptions.TokenSignatureInvalidException: Invalid token signature';

function decodePart(part: string | undefined): unknown {
  if (!part) throw new Error('empty');
  return JSON.parse(new TextDecoder().decode(base64url.decode(part))) as unknown;
}

/**
 * The claims as Keycloak's JSON reading takes them: `jti` a string or a number, `iat` a number or a
 * numeric string; any other type (an array `htu`) fails the reading of the proof.
 */
function readClaims(value: unknown): ProofClaims | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const text = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  if (!text(raw.htm) || !text(raw.htu) || !text(raw.ath)) return undefined;
  if (!(text(raw.jti) || typeof raw.jti === 'number')) return undefined;
  let iat: number | undefined;
  if (typeof raw.iat === 'number') iat = raw.iat;
  else if (typeof raw.iat === 'string' && raw.iat.trim() !== '' && Number.isFinite(Number(raw.iat)))
    iat = Number(raw.iat);
  else if (raw.iat !== undefined && raw.iat !== null) return undefined;
  return {
    htm: (raw.htm as string | null) ?? undefined,
    htu: (raw.htu as string | null) ?? undefined,
    ath: (raw.ath as string | null) ?? undefined,
    jti: raw.jti === undefined || raw.jti === null ? undefined : String(raw.jti),
    iat,
  };
}

const URI = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;
/** Characters java.net.URI refuses anywhere unescaped. */
const ILLEGAL = /[\s<>"{}|\\^`]/;

/**
 * DPoPUtil.DPoPHTTPCheck: both URLs without their query (`replaceQuery("")`), then compared as
 * java.net.URI does: scheme and host in any case, path exactly, and a fragment makes another URL.
 */
function comparableUri(uri: string): string | undefined {
  const match = ILLEGAL.test(uri) ? null : URI.exec(uri);
  if (!match) return undefined;
  const [, scheme = '', authority = '', path = '', , fragment] = match;
  return `${scheme.toLowerCase()}://${authority.toLowerCase()}${path}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** Base64url SHA-256 of an access token: a proof's `ath`. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

interface ProofRequest {
  /** The HTTP method of the request the proof came with. */
  method: string;
  /** The request's absolute URL as the client reached it (publicRequestUrl). */
  url: string;
  /** Clock in milliseconds. */
  now: number;
  replay: DpopReplayCache;
  /** With an access token (`Authorization: DPoP …`): the proof must carry its hash in `ath`. */
  accessToken?: string;
}

/**
 * Checks one DPoP proof as Keycloak 26.5.6's DPoPUtil.validateDPoP does, in its order, with its
 * messages: type, algorithm, key, signature, mandatory claims, URL then method, `iat` within
 * [now − 25 s, now + 15 s], single use, then `ath`. One rule is stricter than Keycloak: a `jwk`
 * that holds a private key (`d`, or a symmetric key) is refused (RFC 9449 §4.3), where Keycloak's
 * JWK reading drops the private part and accepts it (docs/identity-provider.md).
 */
export async function checkDpopProof(proof: string | undefined, request: ProofRequest): Promise<ProofCheck> {
  const refuse = (description: string): ProofCheck => ({ ok: false, description });
  if (proof === undefined || proof.trim() === '') return refuse('DPoP proof is missing');
  const parts = proof.split('.');
  let header: ProtectedHeaderParameters;
  let claims: ProofClaims | undefined;
  try {
    if (parts.length !== 3) throw new Error('not a JWS');
    header = decodePart(parts[0]) as ProtectedHeaderParameters;
    claims = readClaims(decodePart(parts[1]));
    if (!header || typeof header !== 'object' || !claims) throw new Error('not a proof');
  } catch {
    return refuse(HEADER_FAILURE);
  }
  if (header.typ !== 'dpop+jwt')
    return refuse(
      `Invalid or missing type in DPoP header: ${header.typ === undefined ? 'null' : String(header.typ)}`,
    );
  const alg = header.alg;
  if (typeof alg !== 'string' || !(DPOP_ALGORITHMS as readonly string[]).includes(alg))
    return refuse(`Unsupported DPoP algorithm: ${alg === undefined ? 'null' : String(alg)}`);
  const jwk = header.jwk as JWK | undefined;
  if (!jwk || typeof jwk !== 'object') return refuse('No JWK in DPoP header');
  if (jwk.kty === 'oct' || jwk.d !== undefined) return refuse('Private key is present in DPoP header');
  let key: CryptoKey | Uint8Array;
  try {
    key = await importJWK(jwk, alg);
  } catch {
    return refuse('Unsupported key type in DPoP header');
  }
  try {
    await compactVerify(proof, key, { algorithms: [alg] });
  } catch {
    return refuse(SIGNATURE_FAILURE);
  }
  const { htm, htu, jti, iat, ath } = claims;
  if (iat === undefined || !jti?.trim() || !htm?.trim() || !htu?.trim())
    return refuse('DPoP mandatory claims are missing');
  const proofUri = comparableUri(htu);
  if (proofUri === undefined) return refuse('Malformed HTTP URL in DPoP proof');
  if (proofUri !== comparableUri(request.url.replace(/[?#].*$/, ''))) return refuse('DPoP HTTP URL mismatch');
  if (htm !== request.method) return refuse('DPoP HTTP method mismatch');
  const now = Math.floor(request.now / 1000);
  if (!(iat <= now + CLOCK_SKEW && iat >= now - PROOF_LIFETIME - CLOCK_SKEW))
    return refuse('DPoP proof is not active');
  if (!request.replay.putIfAbsent(jti, htu, Math.floor(iat) + PROOF_LIFETIME + CLOCK_SKEW, now))
    return refuse('DPoP proof has already been used');
  if (request.accessToken !== undefined) {
    if (ath === undefined) return refuse('No access token hash in DPoP proof');
    if (ath !== accessTokenHash(request.accessToken)) return refuse('DPoP proof access token hash mismatch');
  }
  return { ok: true, jkt: await calculateJwkThumbprint(jwk) };
}

/** The `cnf.jkt` of a token's claims: the thumbprint of the key it is bound to, if any. */
export function boundThumbprint(claims: Record<string, unknown>): string | undefined {
  const cnf = claims.cnf as { jkt?: unknown } | undefined;
  return cnf && typeof cnf === 'object' && typeof cnf.jkt === 'string' ? cnf.jkt : undefined;
}

/**
 * The URL the client reached, for `htu`: the configured public URL (`SANDBOX_PUBLIC_URL`) when
 * there is one; behind a trusted proxy (`SANDBOX_TRUSTED_PROXY`), its `X-Forwarded-Proto` and
 * `X-Forwarded-Host` (else `Host`), which deploy/nginx.conf sets; otherwise the request's own
 * `Host`. From anyone else the forwarded headers are the client's own words and are ignored.
 */
export function publicRequestUrl(
  c: Context<Env>,
  publicUrl: string | undefined,
  trustedProxies: readonly string[],
  /** The path the client asked for, when the request was routed under another one. */
  path = new URL(c.req.url).pathname,
) {
  const url = new URL(c.req.url);
  if (publicUrl) return `${publicUrl}${path}`;
  const remote = c.env?.incoming?.socket?.remoteAddress;
  if (remote && trustedProxies.includes(normaliseAddress(remote))) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = (c.req.header('x-forwarded-host') ?? c.req.header('host'))?.split(',')[0]?.trim();
    if (proto && /^https?$/i.test(proto) && host) return `${proto.toLowerCase()}://${host}${path}`;
  }
  return `${url.protocol}//${url.host}${path}`;
}

/** The `algs` attribute of a DPoP challenge, as Keycloak writes it. */
export const DPOP_ALGS = DPOP_ALGORITHMS.join(' ');

/**
 * A DPoP client of the sandbox's own (ES256, one key for its life), for the token requests it makes
 * to Keycloak as the portal's client (keycloakAccounts.ts checks a current password with a password
 * grant): the realm requires a proof there. `proof(htm, htu)` signs one, dated now, with a fresh `jti`.
 */
export function dpopClient(): { proof(htm: string, htu: string): Promise<string> } {
  const key = generateKeyPair('ES256').then(async ({ privateKey, publicKey }) => {
    const { kty, crv, x, y } = await exportJWK(publicKey);
    return { privateKey, jwk: { kty, crv, x, y } };
  });
  return {
    async proof(htm, htu) {
      const { privateKey, jwk } = await key;
      return new SignJWT({ htm, htu, jti: randomUUID() })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .setIssuedAt()
        .sign(privateKey);
    },
  };
}
