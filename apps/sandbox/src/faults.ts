import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { OperationId, SandboxState } from './state';

/**
 * The `Retry-After` of a busy answer whose fault names none: what deploy/nginx.conf sends with its 429
 * and an upstream's 503 (docs/behaviour.md, deviation 67).
 */
const DEFAULT_RETRY_AFTER = '10';

/** Hono environment of every route: Node bindings (for the socket) and what middleware parsed. */
export type Env = {
  Bindings: HttpBindings;
  Variables: {
    body: unknown;
    /** The query, parsed once on `/api/*` (requests.ts): what validation and the handlers both read. */
    query: Record<string, string>;
    /** How long a route waits for its body (the sandbox's `bodyTimeoutMs`, set with the query). */
    bodyTimeoutMs: number;
    accountId: string;
    /** The bearer token's `sid` (its identity session), when it has one. */
    sessionId: string | undefined;
    roles: string[];
    userName: string;
    /** The bearer token's `email` claim (Keycloak mode: the only address the sandbox knows). */
    email: string | undefined;
  };
};

/** The 500 body of each API family (Keycloak's error body, or the envelope, which also fits the auth API), so a fault looks like a real failure of that server. */
function serverErrorBody(operation: OperationId): unknown {
  if (operation === 'token' || operation === 'certs') {
    return { error: 'server_error', error_description: 'Unexpected server error (simulated fault)' };
  }
  return { isSuccess: false, message: 'Erreur interne du serveur (panne simulée).' };
}

/** The 503 or 429 body of each API family. */
function busyBody(operation: OperationId, status: 503 | 429): unknown {
  if (operation === 'token' || operation === 'certs') {
    return status === 503
      ? { error: 'temporarily_unavailable', error_description: 'Service unavailable (simulated fault)' }
      : { error: 'slow_down', error_description: 'Too many requests (simulated fault)' };
  }
  return {
    isSuccess: false,
    message:
      status === 503
        ? 'Service momentanément indisponible (panne simulée).'
        : 'Trop de requêtes (panne simulée).',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies a fault switched on with `POST /_sandbox/faults` to this call, before anything else runs. */
export function faultMiddleware(state: SandboxState, operation: OperationId): MiddlewareHandler<Env> {
  return async (c, next) => {
    const fault = state.takeFault(operation);
    if (!fault) return next();
    switch (fault.kind) {
      case 'slow': {
        const resets = state.resets;
        await sleep(fault.delayMs);
        // Reset meanwhile: the state it was sent to is gone, so it ends as a dropped call instead of
        // acting on the new one. A call whose client gave up still acts, as on a real server.
        if (state.resets !== resets) {
          c.env?.incoming?.socket?.destroy();
          return c.body(null, 500);
        }
        return next();
      }
      case 'status500':
        return c.json(serverErrorBody(operation), 500);
      // An overwhelmed server (503) or a rate limit (429), as the portal's « Forte affluence » meets them.
      case 'status503':
      case 'status429': {
        const status = fault.kind === 'status503' ? 503 : 429;
        return c.json(
          busyBody(operation, status),
          status,
          fault.retryAfter === null ? {} : { 'Retry-After': fault.retryAfter ?? DEFAULT_RETRY_AFTER },
        );
      }
      case 'malformed':
        // Cut mid-document: valid headers, a JSON body that does not parse.
        return c.body('{"isSuccess": true, "data": {"programs": [', 200, {
          'Content-Type': 'application/json',
        });
      case 'drop': {
        // Resetting the socket gives the client a network error, as a crashed server would.
        const socket = c.env?.incoming?.socket;
        if (socket) socket.destroy();
        return c.body(null, 500);
      }
    }
  };
}
