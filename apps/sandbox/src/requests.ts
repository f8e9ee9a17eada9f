// How the sandbox reads a request before any route sees it, as strictly as a real service would:
// one reading of the query for the contract check and the handler, no
// malformed percent-encoding anywhere, bodies read only by the routes that take one, within a size
// and a time limit, and the requester's address from a proxy's headers only when that proxy is trusted.
import type { Context, MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { normaliseAddress } from './config';
import type { Env } from './faults';

/** The largest body any route takes (a staff decision's reason, two passwords, the choices form). */
export const BODY_LIMIT_BYTES = 16 * 1024;

export const TOO_LARGE = (limit: number) =>
  `Requête trop volumineuse\u00a0: le corps de la requête ne doit pas dépasser ${Math.floor(limit / 1024)}\u00a0Ko.`;
const TOO_SLOW =
  'Requête incomplète\u00a0: le corps de la requête n’est pas arrivé à temps. Veuillez réessayer.';
const MALFORMED_PATH = 'Requête invalide\u00a0: l’adresse contient un encodage «\u00a0%\u00a0» incorrect.';

type Reject = (c: Context<Env>, status: 400 | 408 | 413, message: string) => Response;

type QueryOutcome = { ok: true; query: Record<string, string> } | { ok: false; message: string };

/**
 * The query string as one name → value map: `+` is a space, each name and value percent-decoded.
 * A name given twice (`pageSize=1e9&pageSize=20`: a validator reading one and a handler the other)
 * or a malformed `%` is refused, never guessed at.
 */
function parseQuery(search: string): QueryOutcome {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  const raw = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const name = decode(rawName);
    const value = decode(rawValue);
    if (name === null || value === null) {
      return {
        ok: false,
        message: `Requête invalide\u00a0: le paramètre «\u00a0${name ?? rawName}\u00a0» contient un encodage «\u00a0%\u00a0» incorrect.`,
      };
    }
    if (Object.hasOwn(query, name)) {
      return {
        ok: false,
        message: `Requête invalide\u00a0: le paramètre «\u00a0${name}\u00a0» est donné plusieurs fois.`,
      };
    }
    query[name] = value;
  }
  return { ok: true, query };
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The path and query as the client sent them, still percent-encoded. */
export function rawTarget(c: Context<Env>): { path: string; search: string } {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const target = start === -1 ? '/' : url.slice(start);
  const question = target.indexOf('?');
  const withoutHash = (text: string) => text.split('#')[0] ?? '';
  return question === -1
    ? { path: withoutHash(target), search: '' }
    : { path: target.slice(0, question), search: withoutHash(target.slice(question)) };
}

/**
 * Every request: a path with a malformed `%` is a 400 (it was a 500 once a route decoded its
 * parameter). On `/api/*` the query is parsed once into `c.var.query`, which both the contract check
 * and the handlers read; a repeated or malformed parameter is a 400 in the API's envelope.
 */
export function strictTarget({ bodyTimeoutMs }: { bodyTimeoutMs: number }): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set('bodyTimeoutMs', bodyTimeoutMs);
    const { path, search } = rawTarget(c);
    const api = path.startsWith('/api/');
    const refuse = (message: string) =>
      api || !path.startsWith('/realms/')
        ? c.json({ isSuccess: false, message }, 400)
        : c.json({ error: 'invalid_request', error_description: 'Malformed percent-encoding' }, 400);
    if (path.split('/').some((segment) => decode(segment) === null)) return refuse(MALFORMED_PATH);
    if (api) {
      const parsed = parseQuery(search);
      if (!parsed.ok) return refuse(parsed.message);
      c.set('query', parsed.query);
    }
    return next();
  };
}

/**
 * Reads the body, at most `limit` bytes and within `timeoutMs` (the sandbox's `bodyTimeoutMs`): a declared length past the limit is
 * refused before a byte is read (413), a body that grows past it is cut (413), a body that has not
 * arrived in time is abandoned and the connection closed (408). Each route calls it only after its
 * own checks (token, role, content type), so nobody makes the server read what it would refuse.
 */
export async function readBody(
  c: Context<Env>,
  reject: Reject,
  { limit = BODY_LIMIT_BYTES, timeoutMs = c.get('bodyTimeoutMs') } = {},
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; response: Response }> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) {
    c.header('Connection', 'close');
    return { ok: false, response: reject(c, 413, TOO_LARGE(limit)) };
  }
  const stream = c.req.raw.body;
  if (!stream) return { ok: true, bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late') {
        void reader.cancel().catch(() => undefined);
        c.header('Connection', 'close');
        return { ok: false, response: reject(c, 408, TOO_SLOW) };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        c.header('Connection', 'close');
        return { ok: false, response: reject(c, 413, TOO_LARGE(limit)) };
      }
      chunks.push(next.value);
    }
  } catch {
    // The client went away, or the backstop limit (app.ts) cut the stream.
    c.header('Connection', 'close');
    return { ok: false, response: reject(c, 413, TOO_LARGE(limit)) };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Who is asking, as far as the sandbox can tell: the socket's peer, unless that peer is one of the
 * trusted proxies (`SANDBOX_TRUSTED_PROXY`), whose `X-Real-IP` (deploy/nginx.conf sets it), else the
 * last address of its `X-Forwarded-For` (the one the proxy itself appended), names the client. From
 * anyone else those headers are the client's own words and are ignored. In-process requests (no
 * socket) share one key.
 */
export function requesterAddress(c: Context<Env>, trustedProxies: readonly string[]): string {
  const remote = c.env?.incoming?.socket?.remoteAddress;
  if (!remote) return 'local';
  const peer = normaliseAddress(remote);
  if (!trustedProxies.includes(peer)) return peer;
  const realIp = c.req.header('x-real-ip')?.trim();
  if (realIp && isIP(normaliseAddress(realIp))) return normaliseAddress(realIp);
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (forwarded && isIP(normaliseAddress(forwarded))) return normaliseAddress(forwarded);
  return peer;
}
