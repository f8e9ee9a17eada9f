import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from './faults';
import { describeValidationErrors, loadApi, type ApiName } from './openapi';
import type { OperationId } from './state';

/**
 * Checks the request (path, query, headers and the body parsed earlier into `c.var.body`)
 * against the operation in openapi/; a mismatch is a 400 with a French message.
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
        query: Object.fromEntries(url.searchParams),
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
 * let another site post a decision or a reset with a user's browser.
 */
export function jsonBody(reject: (c: Context<Env>, message: string) => Response): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      return reject(
        c,
        'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json).',
      );
    }
    try {
      c.set('body', await c.req.json());
    } catch {
      return reject(c, "Requête invalide : le corps de la requête n'est pas un JSON valide.");
    }
    return next();
  };
}
