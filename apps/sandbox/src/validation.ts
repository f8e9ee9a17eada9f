import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from './faults';
import { describeValidationErrors, loadApi, type ApiName } from './openapi';
import { BODY_LIMIT_BYTES, readBody } from './requests';
import type { OperationId } from './state';

/**
 * Checks the request (path, the query parsed once into `c.var.query` by requests.ts, headers and the
 * body parsed earlier into `c.var.body`) against the operation in openapi/; a mismatch is a 400 with
 * a French message. The handler reads the same `c.var.query`, so what was checked is what is used.
 */
export function validateAgainstContract(
  api: ApiName,
  operation: OperationId,
  reject: (c: Context<Env>, message: string) => Response,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const backend = await loadApi(api);
    const url = new URL(c.req.url);
    const result = backend.validateRequest(
      {
        method: c.req.method,
        path: url.pathname,
        query: c.var.query ?? {},
        headers: Object.fromEntries(c.req.raw.headers),
        body: c.var.body,
      },
      operation,
    );
    if (!result.valid && result.errors?.length) return reject(c, describeValidationErrors(result.errors));
    return next();
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON body into `c.var.body`. Only `application/json` (or `+json`) is read: a body sent as
 * `text/plain` is a "simple" cross-site request that needs no CORS preflight, so accepting it would
 * let another site post a decision or a reset with a user's browser. The type is checked before a
 * byte is read, and the body is read within `limit` bytes and a time limit (requests.ts: 413, 408).
 */
export function jsonBody(
  reject: (c: Context<Env>, message: string, status?: 400 | 408 | 413) => Response,
  { limit = BODY_LIMIT_BYTES }: { limit?: number } = {},
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      return reject(
        c,
        'Requête invalide\u00a0: le corps doit être envoyé en JSON (Content-Type: application/json).',
      );
    }
    const read = await readBody(c, (ctx, status, message) => reject(ctx, message, status), { limit });
    if (!read.ok) return read.response;
    try {
      c.set('body', JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)) as unknown);
    } catch {
      return reject(c, 'Requête invalide\u00a0: le corps de la requête n’est pas un JSON valide.');
    }
    return next();
  };
}
