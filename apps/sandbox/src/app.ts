import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { localAccounts } from './accounts';
import { authApiRoutes } from './authApi';
import { candidateServiceRoutes } from './candidateService';
import { staffReviewRoutes } from './staffReview';
import { staffSelectionRoutes } from './staffSelection';
import { updateCalendar } from './calendar';
import { resolveOptions, type ResolvedOptions, type SandboxOptions } from './config';
import { demoPdf } from './documents';
import type { Env } from './faults';
import {
  createSigningKeys,
  identityRoutes,
  verifyAccessToken,
  type IdentityDeps,
  type SigningKeys,
} from './identity';
import { keycloakAccounts } from './keycloakAccounts';
import { outboxHtml } from './outbox';
import { BODY_LIMIT_BYTES, TOO_LARGE, rawTarget, strictTarget } from './requests';
import { FAULT_KINDS, OPERATION_IDS, SandboxState, type Fault } from './state';
import { keycloakEndpoints, keycloakTokenVerifier } from './tokenVerifier';

export type { SandboxOptions } from './config';

export interface Sandbox {
  app: Hono<Env>;
  state: SandboxState;
  options: ResolvedOptions;
  /** Resolves once the seed is loaded and the keys exist. */
  ready: Promise<void>;
  /** The realm's signing keys (tests forge tokens with them). */
  keys: Promise<SigningKeys>;
}

const DOCUMENT_TITLES = {
  cin: 'Carte nationale d’identité',
  autre: 'Relevé de notes du baccalauréat',
} as const;
const DEFAULT_SLOW_MS = 3000;

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The whole sandbox as one Hono app: identity provider, candidate-service, auth API, outbox,
 * demo documents and the test controls. `baseUrl` is where clients reach it (token issuer).
 *
 * In Keycloak mode (`options.keycloak`) the identity provider is the real Keycloak: the sandbox
 * mounts no `/realms/...` route, trusts only Keycloak's tokens, and its auth API drives Keycloak's
 * users; candidate-service, staff review, the reset links and the outbox stay the sandbox's.
 */
export function createSandbox(input: SandboxOptions, baseUrl: () => string): Sandbox {
  const options = resolveOptions(input);
  const { keycloak } = options;
  const state = new SandboxState(options);
  const keys = createSigningKeys();
  const local = { state, options, baseUrl, keys };
  const deps: IdentityDeps = {
    ...local,
    verifyToken: keycloak
      ? keycloakTokenVerifier({
          url: keycloak.url,
          realm: keycloak.realm,
          clientId: options.clientId,
          now: () => state.now(),
        })
      : (token) => verifyAccessToken(local, token),
  };
  const accounts = keycloak
    ? keycloakAccounts(keycloak, { portalClientId: options.clientId })
    : localAccounts(state);
  const discovery = keycloak
    ? `${keycloakEndpoints(keycloak.url, keycloak.realm).issuer}/.well-known/openid-configuration`
    : `/realms/${options.realm}/.well-known/openid-configuration`;
  const ready = Promise.all([keys, state.reset()]).then(() => undefined);

  const app = new Hono<Env>();
  app.use('*', async (_c, next) => {
    await ready;
    return next();
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // `DPoP`: the proof header of RFC 9449, as Keycloak's CORS allows it. No `DPoP-Nonce` to expose:
      // neither Keycloak 26.5.6 nor the sandbox asks for a nonce.
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With', 'DPoP'],
      // `Date`: the portal dates its DPoP proofs by the server's clock (a phone's may be minutes off).
      // `Content-Disposition`: the export's file name (a staff list's « Exporter (CSV) »).
      exposeHeaders: ['WWW-Authenticate', 'Date', 'Content-Disposition', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // Personal answers (applications, grades, staff lists, the auth API's): never kept by a browser or
  // a shared cache, as deploy/nginx.conf says too.
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // A malformed `%` in the path is a 400; on /api/* the query is parsed once, for the contract check
  // and the handler alike (requests.ts).
  app.use('*', strictTarget(options));
  // Nobody sends a 10 MB password. The API's routes that take a body read it themselves, after their
  // token, role and type checks, within their limit and a time limit (requests.ts readBody), and the
  // others never read one; the token endpoint's form and the test controls have this limit.
  const tooLarge = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ isSuccess: false, message: TOO_LARGE(BODY_LIMIT_BYTES) }, 413),
  });
  app.use('/realms/*', tooLarge);
  app.use('/_sandbox/*', tooLarge);
  app.onError((error, c) => {
    console.error(`sandbox: ${c.req.method} ${c.req.path} failed: ${error.message}`);
    return c.json({ isSuccess: false, message: 'Erreur interne du serveur.' }, 500);
  });

  app.get('/health', (c) => c.json({ status: 'UP' }));
  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Bac à sable</title></head><body><main>
<h1>Bac à sable\u00a0: ${keycloak ? 'candidate-service et API d’authentification (identité\u00a0: Keycloak)' : 'fournisseur d’identité et candidate-service'}</h1>
<ul>
${options.devRoutes ? `<li><a href="/_outbox">Boîte d’envoi des e-mails</a> (<a href="/_outbox.json">JSON</a>)</li>\n` : ''}<li><a href="${discovery}">Découverte OpenID du realm ${options.realm}${keycloak ? ' (Keycloak)' : ''}</a></li>
<li>Portail : <a href="${options.portalUrl}/connexion">${options.portalUrl}</a></li>
</ul></main></body></html>`),
  );

  // Keycloak mode: nothing can sign in against the imitation.
  if (!keycloak) app.route('/', identityRoutes(deps));
  app.route('/', candidateServiceRoutes(deps));
  app.route('/', staffReviewRoutes(deps));
  app.route('/', staffSelectionRoutes(deps));
  app.route('/', authApiRoutes(state, accounts, deps));

  // Only by a signed link that has not expired (documentLinks.ts): a candidate number is not enough.
  app.get('/_documents/:file', (c) => {
    const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
    const { path, search } = rawTarget(c);
    const link = state.documentLinks.check(path, search);
    const application = link && state.applications.find((a) => a.candidateId === link.candidateId);
    if (!link || !application?.documents[link.kind])
      return c.text(
        'Ce lien de document n’est pas valide ou a expiré. Rouvrez les documents depuis le portail.',
        404,
        noStore,
      );
    const { kind } = link;
    const pdf = demoPdf([
      DOCUMENT_TITLES[kind],
      `${application.bacFirstName} ${application.bacLastName}`,
      `Dossier ${application.candidateId}`,
      'Document de démonstration (bac à sable)',
    ]);
    return c.body(new Uint8Array(pdf), 200, {
      ...noStore,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${kind}-${application.candidateId}.pdf"`,
    });
  });

  // The development routes: the outbox and the test controls (docs/contract.md). Only when asked for
  // (SANDBOX_DEV_ROUTES, config.ts), never in Keycloak mode unless asked for by name: there the
  // outbox's reset links set real users' passwords and /_sandbox/config changes the lockouts.
  if (!options.devRoutes) return { app, state, options, ready, keys };

  app.get('/_outbox', (c) => c.html(outboxHtml(state.outbox)));
  app.get('/_outbox.json', (c) => c.json(state.outbox));

  app.post('/_sandbox/reset', async (c) => {
    await state.reset();
    return c.json({ reset: true });
  });

  app.get('/_sandbox/faults', (c) => c.json(state.faults));
  app.post('/_sandbox/faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const operation = OPERATION_IDS.find((id) => id === body?.operation);
    const kind = FAULT_KINDS.find((k) => k === body?.kind);
    if (!body || !operation || !kind) {
      return c.json(
        { error: `Expected { operation: ${OPERATION_IDS.join(' | ')}, kind: ${FAULT_KINDS.join(' | ')} }` },
        400,
      );
    }
    const { delayMs, times, retryAfter } = body;
    if (
      retryAfter !== undefined &&
      retryAfter !== null &&
      !(typeof retryAfter === 'string' && retryAfter.trim() !== '' && retryAfter.length <= 64)
    ) {
      return c.json(
        { error: 'retryAfter must be a header value (seconds or an HTTP date), or null for none' },
        400,
      );
    }
    if (
      delayMs !== undefined &&
      !(typeof delayMs === 'number' && Number.isInteger(delayMs) && delayMs >= 0)
    ) {
      return c.json({ error: 'delayMs must be a whole number of milliseconds' }, 400);
    }
    if (times !== undefined && !isPositiveInteger(times)) {
      return c.json({ error: 'times must be a positive whole number' }, 400);
    }
    const fault: Fault = {
      operation,
      kind,
      delayMs: delayMs ?? DEFAULT_SLOW_MS,
      remaining: times,
      ...(typeof retryAfter === 'string' || retryAfter === null ? { retryAfter } : {}),
    };
    // One fault per operation: a new one replaces the old.
    state.faults = [...state.faults.filter((f) => f.operation !== operation), fault];
    return c.json(state.faults);
  });
  app.delete('/_sandbox/faults', (c) => {
    state.faults = [];
    return c.json(state.faults);
  });

  app.get('/_sandbox/config', (c) => c.json(state.lifetimes));
  app.post('/_sandbox/config', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const keys = ['accessTokenLifespan', 'ssoSessionIdle', 'ssoSessionMax', 'resetTokenLifespan'] as const;
    // The admission calendar (calendar.ts): `{ calendar: null }` removes it, an object changes its fields.
    if (body && typeof body === 'object' && 'calendar' in body) {
      const outcome =
        Object.keys(body).length === 1
          ? updateCalendar(state.calendar, state.now(), body.calendar)
          : ({ ok: false, error: 'calendar is set on its own' } as const);
      if (!outcome.ok) return c.json({ error: outcome.error }, 400);
      state.calendar = outcome.calendar;
      return c.json({ calendar: state.calendar });
    }
    // DPoP for the portal's client (dpop.ts): `{ "dpop": "required" | "optional" }`, until the reset.
    if (body && typeof body === 'object' && 'dpop' in body) {
      if (Object.keys(body).length !== 1 || (body.dpop !== 'required' && body.dpop !== 'optional'))
        return c.json({ error: 'dpop is set on its own, to required or optional' }, 400);
      state.dpop = body.dpop;
      return c.json({ dpop: state.dpop });
    }
    // The realm's brute-force settings (docs/contract.md); `enabled` and the rest as Keycloak names them.
    if (body && typeof body === 'object' && 'bruteForce' in body) {
      const settings = body.bruteForce as Record<string, unknown> | null;
      const numeric = Object.keys(state.bruteForce.settings).filter((key) => key !== 'enabled');
      if (
        !settings ||
        typeof settings !== 'object' ||
        Object.keys(body).length !== 1 ||
        Object.entries(settings).some(([key, value]) =>
          key === 'enabled'
            ? typeof value !== 'boolean'
            : !numeric.includes(key) || !isPositiveInteger(value),
        )
      ) {
        return c.json({ error: `bruteForce takes enabled (boolean) and ${numeric.join(', ')}` }, 400);
      }
      state.bruteForce.settings = { ...state.bruteForce.settings, ...settings };
      return c.json({ bruteForce: state.bruteForce.settings });
    }
    if (
      !body ||
      typeof body !== 'object' ||
      Object.keys(body).some((key) => !keys.includes(key as (typeof keys)[number]))
    ) {
      return c.json({ error: `Expected an object with some of ${keys.join(', ')} (seconds)` }, 400);
    }
    for (const key of keys) {
      if (body[key] !== undefined && !isPositiveInteger(body[key])) {
        return c.json({ error: `${key} must be a positive whole number of seconds` }, 400);
      }
    }
    for (const key of keys) {
      const value = body[key];
      if (isPositiveInteger(value)) state.lifetimes[key] = value;
    }
    return c.json(state.lifetimes);
  });

  return { app, state, options, ready, keys };
}
