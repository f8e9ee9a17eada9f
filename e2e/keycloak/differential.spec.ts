// The differential test: one list of scenarios, each run against the real Keycloak 26.5.6
// (scripts/keycloak/) and the standalone sandbox (apps/sandbox/src/identity.ts) through the same
// driver, and their answers compared field by field. A difference fails the test unless
// docs/identity-provider.md lists it ("Known differences from Keycloak 26.5.6"), and a listed
// difference that no longer occurs fails it too: the docs and the sandbox cannot drift from Keycloak
// unnoticed. Only HTTP: no browser.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, SANDBOX_URL, outbox, resetSandbox } from '../support';
import {
  CLIENT_ID,
  FAILURE_FACTOR,
  FAILURE_SPACING_MS,
  KEYCLOAK_URL,
  KeycloakAdmin,
  REALM,
  expectOk,
  realmUrls,
} from './admin';
import { ath, dpopKey, dpopProof, thumbprint, type DpopKey } from '../dpopProof';

const NEW_PASSWORD = 'Nouveau#2026';
/** Long enough for Keycloak's off-thread failure processing to be over, inside the quick-login check. */
const SETTLE_MS = 300;

// ---------------------------------------------------------------------------------------------
// The driver: what a scenario may do, the same for both providers.

type Form = Record<string, string> | [string, string][];
type Json = Record<string, unknown>;
type ProviderName = 'keycloak' | 'sandbox';

interface Provider {
  readonly name: ProviderName;
  readonly base: string;
  readonly tokenUrl: string;
  readonly logoutUrl: string;
  /** Before a scenario: the provider as every scenario expects it (no lockout of its users). */
  prepare(users: string[]): Promise<void>;
  /** After a scenario: lockouts cleared, sessions ended, passwords and realm settings restored. */
  restore(users: string[]): Promise<void>;
  /** SSO session idle (the refresh token's lifetime), in seconds. */
  setSessionIdle(seconds: number): Promise<void>;
  /** Brute-force detection's wait increment, in seconds. */
  setWaitIncrement(seconds: number): Promise<void>;
  /** Brute-force detection's quick-login check, in milliseconds. */
  setQuickLoginCheck(milliseconds: number): Promise<void>;
  /** Gives the account a new password and ends its sessions. */
  resetPassword(email: string, password: string): Promise<void>;
  /**
   * Waits until brute-force detection has written the user's `failures` refused sign-ins: Keycloak
   * writes them off the request's thread and answers another sign-in of that user meanwhile as if
   * locked (docs/identity-provider.md); the sandbox writes them before it answers.
   */
  failuresRecorded(email: string, failures: number): Promise<void>;
  /** The user's not-before (seconds), which a token answer's `not-before-policy` reports. */
  notBefore(userId: string): Promise<number>;
  /**
   * DPoP required for the portal's client, as the realm has it (deploy/keycloak/): Keycloak's client
   * attribute `dpop.bound.access.tokens` (admin REST API, put back by `restore`), the sandbox's
   * `{ dpop }` test setting (`prepare` sets it, its reset clears it).
   */
  requireDpop(): Promise<void>;
  /** Bearer tokens allowed again for the portal's client (the attribute off; the sandbox optional). */
  allowBearer(): Promise<void>;
}

function formBody(form: Form): string {
  return new URLSearchParams(form).toString();
}

/**
 * Keycloak through its admin REST API (e2e/keycloak/admin.ts). Realm settings a scenario changes
 * are read first and written back; passwords go back to the demo one. Sessions are ended one by one
 * (`endSessions`), not with the user's "Sign out" (`logout`): that also sets the user's not-before
 * to now, which no admin call undoes, so the account would not be left as it was found.
 */
function keycloakProvider(request: APIRequestContext): Provider {
  const urls = realmUrls(KEYCLOAK_URL);
  const admin = new KeycloakAdmin(request);
  const savedSettings: Json = {};
  const passwordsChanged = new Set<string>();
  /** The portal client's `dpop.bound.access.tokens` before a scenario changed it. */
  let savedDpop: string | undefined;
  async function portalClient(): Promise<{ id: string; attributes?: Record<string, string> }> {
    const clients = (await (await admin.call('GET', `/clients?clientId=${CLIENT_ID}`)).json()) as {
      id: string;
      attributes?: Record<string, string>;
    }[];
    const client = clients[0];
    if (!client) throw new Error(`Keycloak has no client ${CLIENT_ID}`);
    return client;
  }
  async function setDpop(value: string) {
    const client = await portalClient();
    await admin.call('PUT', `/clients/${client.id}`, { attributes: { 'dpop.bound.access.tokens': value } });
  }

  async function changeRealm(settings: Json) {
    const realm = await admin.realm();
    for (const key of Object.keys(settings)) if (!(key in savedSettings)) savedSettings[key] = realm[key];
    await admin.updateRealm(settings);
  }
  async function setPassword(email: string, password: string) {
    await admin.setPassword(email, password);
    await admin.endSessions(email);
  }

  return {
    name: 'keycloak',
    base: KEYCLOAK_URL,
    tokenUrl: urls.token,
    logoutUrl: urls.logout,
    async prepare(users) {
      for (const email of users) await admin.clearBruteForce(email);
    },
    async restore(users) {
      if (savedDpop !== undefined) await setDpop(savedDpop);
      savedDpop = undefined;
      if (Object.keys(savedSettings).length) await admin.updateRealm(savedSettings);
      for (const key of Object.keys(savedSettings)) delete savedSettings[key];
      for (const email of passwordsChanged) await setPassword(email, DEMO_PASSWORD);
      passwordsChanged.clear();
      for (const email of users) {
        await admin.clearBruteForce(email);
        await admin.endSessions(email);
      }
    },
    notBefore: (id) => admin.notBefore(id),
    setSessionIdle: (seconds) => changeRealm({ ssoSessionIdleTimeout: seconds }),
    setWaitIncrement: (seconds) => changeRealm({ waitIncrementSeconds: seconds }),
    setQuickLoginCheck: (milliseconds) => changeRealm({ quickLoginCheckMilliSeconds: milliseconds }),
    async requireDpop() {
      savedDpop ??= (await portalClient()).attributes?.['dpop.bound.access.tokens'] ?? 'false';
      await setDpop('true');
    },
    async allowBearer() {
      savedDpop ??= (await portalClient()).attributes?.['dpop.bound.access.tokens'] ?? 'false';
      await setDpop('false');
    },
    async failuresRecorded(email, failures) {
      await expect
        .poll(async () => (await admin.bruteForce(email)).numFailures, {
          message: `Keycloak's record of ${email}'s refused sign-ins`,
          timeout: 10_000,
          intervals: [50, 100, 200],
        })
        .toBeGreaterThanOrEqual(failures);
      // The « login in progress » mark goes once the record is committed: a moment after it shows.
      await sleep(SETTLE_MS);
    },
    async resetPassword(email, password) {
      passwordsChanged.add(email);
      // An administrator's reset, then the end of each of the user's sessions.
      await setPassword(email, password);
    },
  };
}

/**
 * The sandbox through its test controls: `POST /_sandbox/reset` before and after each scenario
 * (back to the seed: users, passwords, sessions, lockouts, lifetimes), then DPoP required as the
 * realm requires it (the reset after puts the sandbox's own option back for the other specs),
 * `POST /_sandbox/config`, and its auth API's own reset flow (request, the link in `/_outbox.json`,
 * confirm).
 */
function sandboxProvider(request: APIRequestContext): Provider {
  const urls = realmUrls(SANDBOX_URL);
  const reset = () => resetSandbox(request, SANDBOX_URL);
  const configure = async (data: Json) =>
    expectOk(await request.post(`${SANDBOX_URL}/_sandbox/config`, { data }), 'sandbox config');
  return {
    name: 'sandbox',
    base: SANDBOX_URL,
    tokenUrl: urls.token,
    logoutUrl: urls.logout,
    async prepare() {
      await reset();
      await configure({ dpop: 'required' });
    },
    restore: reset,
    // The sandbox has no not-before: its answers say 0.
    notBefore: async () => 0,
    setSessionIdle: (seconds) => configure({ ssoSessionIdle: seconds }),
    setWaitIncrement: (seconds) => configure({ bruteForce: { waitIncrementSeconds: seconds } }),
    setQuickLoginCheck: (milliseconds) =>
      configure({ bruteForce: { quickLoginCheckMilliSeconds: milliseconds } }),
    requireDpop: () => configure({ dpop: 'required' }),
    allowBearer: () => configure({ dpop: 'optional' }),
    failuresRecorded: async () => {},
    async resetPassword(email, password) {
      await expectOk(
        await request.post(`${SANDBOX_URL}/api/auth/reset-password/request`, { data: { email } }),
        'reset request',
      );
      const mail = (await outbox(request, SANDBOX_URL))
        .filter((m) => m.to === email && m.kind === 'reset-password')
        .at(-1);
      const token = new URL(mail?.link ?? 'http://invalid/').searchParams.get('token') ?? '';
      await expectOk(
        await request.post(`${SANDBOX_URL}/api/auth/reset-password/confirm`, {
          data: { userId: token, newPassword: password },
        }),
        'reset confirm',
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Observations: each call of a scenario becomes a step, flattened to fields with canonical values.

interface Step {
  name: string;
  fields: Map<string, string>;
}

const ABSENT = '(absent)';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const items = [...new Set(value.map(jsonType))].sort();
    return items.length ? `array<${items.join('|')}>` : 'array';
  }
  return typeof value;
}

/** A set of words (a scope, roles): sorted, space-separated. */
function setOf(value: unknown): string {
  if (typeof value === 'string') return value.split(' ').filter(Boolean).sort().join(' ');
  if (Array.isArray(value)) return value.map(String).sort().join(' ');
  return `(${jsonType(value)})`;
}

/** The shape of an identifier: UUIDs and long base64url strings by their kind, not their value. */
function formatOf(value: unknown): string {
  if (typeof value !== 'string') return `(${jsonType(value)})`;
  const shaped = value.replace(UUID, '<uuid>');
  return /^[A-Za-z0-9_-]{16,}$/.test(shaped) ? `<base64url:${shaped.length}>` : shaped;
}

function decodeJwt(token: unknown): { header: Json; claims: Json } | undefined {
  if (typeof token !== 'string') return undefined;
  const [header, claims] = token.split('.');
  try {
    return {
      header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as Json,
      claims: JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as Json,
    };
  } catch {
    return undefined;
  }
}

const PROFILE_CLAIMS = ['email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username'];

/** A token's header and claim names with their JSON types, and the values that must agree. */
function tokenFields(fields: Map<string, string>, prefix: string, token: unknown, base: string) {
  const decoded = decodeJwt(token);
  if (!decoded) {
    fields.set(prefix, 'not a JWT');
    return undefined;
  }
  const { header, claims } = decoded;
  fields.set(
    `${prefix}.header`,
    `alg ${String(header.alg)}, typ ${String(header.typ)}, kid ${jsonType(header.kid)}`,
  );
  for (const [name, value] of Object.entries(claims)) fields.set(`${prefix}:${name}`, jsonType(value));
  const relative = (value: unknown) =>
    typeof value === 'string' ? value.replace(base, '{base}') : formatOf(value);
  fields.set(`${prefix}.typ`, String(claims.typ));
  fields.set(`${prefix}.azp`, String(claims.azp));
  fields.set(
    `${prefix}.aud`,
    Array.isArray(claims.aud) ? setOf(claims.aud.map(relative)) : relative(claims.aud),
  );
  fields.set(`${prefix}.iss`, relative(claims.iss));
  fields.set(`${prefix}.sub`, String(claims.sub));
  fields.set(`${prefix}.exp-iat`, String(Number(claims.exp) - Number(claims.iat)));
  fields.set(`${prefix}.jti`, formatOf(claims.jti));
  fields.set(`${prefix}.sid`, formatOf(claims.sid));
  if ('scope' in claims) fields.set(`${prefix}.scope`, setOf(claims.scope));
  return claims;
}

async function observe(
  name: string,
  response: APIResponse,
  provider: Provider,
  token: boolean,
): Promise<Step> {
  const { base } = provider;
  const fields = new Map<string, string>();
  fields.set('status', String(response.status()));
  const type = response.headers()['content-type'] ?? '';
  const text = await response.text();
  const kind = !text ? 'empty' : type.includes('json') ? 'json' : type.includes('html') ? 'html' : type;
  fields.set('body', kind);
  if (token) {
    fields.set('header:cache-control', response.headers()['cache-control'] ?? ABSENT);
    fields.set('header:pragma', response.headers()['pragma'] ?? ABSENT);
  }
  if (kind !== 'json') return { name, fields };
  const body = JSON.parse(text) as Json;
  fields.set('keys', Object.keys(body).sort().join(' '));
  for (const key of ['error', 'error_description']) if (key in body) fields.set(key, String(body[key]));
  if (!('access_token' in body)) return { name, fields };

  fields.set('body.token_type', String(body.token_type));
  // Keycloak reports the user's not-before there, which its "Sign out" (`POST /users/{id}/logout`,
  // as other tests and the sandbox's Keycloak mode use it) sets for good: compared with it.
  const policy = body['not-before-policy'];
  const sub = decodeJwt(body.access_token)?.claims.sub;
  const notBefore = typeof sub === 'string' ? await provider.notBefore(sub) : undefined;
  fields.set('body.not-before-policy', policy === notBefore ? "the user's not-before" : `${String(policy)}`);
  fields.set('body.scope', setOf(body.scope));
  fields.set('body.session_state', formatOf(body.session_state));
  const access = tokenFields(fields, 'access', body.access_token, base);
  fields.set('body.expires_in', String(body.expires_in));
  if (access) {
    fields.set('body.session_state = access.sid', String(body.session_state === access.sid));
    fields.set('access.acr', String(access.acr));
    for (const claim of PROFILE_CLAIMS) fields.set(`access.${claim}`, String(access[claim]));
    fields.set('access.realm_access.roles', setOf((access.realm_access as { roles?: unknown })?.roles));
    const resources = (access.resource_access ?? {}) as Record<string, { roles?: unknown }>;
    fields.set(
      'access.resource_access',
      Object.keys(resources)
        .sort()
        .map((client) => `${client}: ${setOf(resources[client]?.roles)}`)
        .join('; '),
    );
  }
  const refresh = tokenFields(fields, 'refresh', body.refresh_token, base);
  fields.set('body.refresh_expires_in', String(body.refresh_expires_in));
  if (refresh) {
    fields.set('refresh.sid = access.sid', String(refresh.sid === access?.sid));
    fields.set('refresh.reuse_id', formatOf(refresh.reuse_id));
  }
  if ('id_token' in body) {
    const id = tokenFields(fields, 'id', body.id_token, base);
    if (id) {
      fields.set('id.sid = access.sid', String(id.sid === access?.sid));
      for (const claim of PROFILE_CLAIMS) fields.set(`id.${claim}`, String(id[claim]));
    }
  }
  return { name, fields };
}

// ---------------------------------------------------------------------------------------------
// A scenario's view of one provider: its calls are recorded as steps.

class Run {
  readonly steps: Step[] = [];
  /** The client's key: every token request (`token`, `password`, `refresh`) carries a proof of it. */
  readonly key = dpopKey();

  constructor(
    readonly provider: Provider,
    private readonly request: APIRequestContext,
    /** False in a scenario that allows bearer tokens (`Scenario.bearer`): no proof unless asked. */
    private readonly proofs = true,
  ) {}

  private async post(
    step: string,
    url: string,
    form: Form,
    token: boolean,
    proof: string | undefined,
  ): Promise<Json> {
    const response = await this.request.post(url, {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(proof === undefined ? {} : { DPoP: proof }),
      },
      data: formBody(form),
      maxRedirects: 0,
    });
    this.steps.push(await observe(step, response, this.provider, token));
    try {
      return (await response.json()) as Json;
    } catch {
      return {};
    }
  }

  /**
   * A token request as the portal's client sends it: with a fresh proof of the run's key, the realm
   * requiring DPoP (`htu`: the URL asked, so a path variant is compared as itself).
   */
  token(step: string, form: Form, url = this.provider.tokenUrl) {
    return this.post(step, url, form, true, this.proofs ? dpopProof(this.key, 'POST', url) : undefined);
  }

  /** A token request without a proof, whatever the scenario. */
  bare(step: string, form: Form, url = this.provider.tokenUrl) {
    return this.post(step, url, form, true, undefined);
  }

  password(step: string, username: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
    return this.token(step, { grant_type: 'password', client_id: CLIENT_ID, username, password, ...extra });
  }

  refresh(step: string, refreshToken: unknown) {
    return this.token(step, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: String(refreshToken),
    });
  }

  logout(step: string, form: Form) {
    return this.post(step, this.provider.logoutUrl, form, false, undefined);
  }

  logoutToken(step: string, refreshToken: unknown) {
    return this.logout(step, { client_id: CLIENT_ID, refresh_token: String(refreshToken) });
  }

  /**
   * A token request with a `DPoP` header (`proof`: the header's value, made for this provider's
   * URLs). A bound answer also records whether `cnf.jkt` is the thumbprint of `key`.
   */
  async dpopToken(step: string, form: Form, proof: string, key?: DpopKey, url = this.provider.tokenUrl) {
    const response = await this.request.post(url, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', DPoP: proof },
      data: formBody(form),
      maxRedirects: 0,
    });
    const observed = await observe(step, response, this.provider, url === this.provider.tokenUrl);
    let body: Json = {};
    try {
      body = (await response.json()) as Json;
    } catch {
      // Not JSON: the step says so.
    }
    if (key && typeof body.access_token === 'string') {
      const expected = thumbprint(key.jwk);
      for (const [name, token] of [
        ['access', body.access_token],
        ['refresh', body.refresh_token],
      ] as const) {
        const cnf = decodeJwt(token)?.claims.cnf as { jkt?: unknown } | undefined;
        observed.fields.set(
          `${name}.cnf.jkt`,
          cnf === undefined ? ABSENT : cnf.jkt === expected ? 'thumbprint of the proof key' : String(cnf.jkt),
        );
      }
    }
    this.steps.push(observed);
    return body;
  }

  /** `{base}/realms/admission{path}`: a path under the realm, on this provider. */
  url(path: string) {
    return `${this.provider.base}/realms/${REALM}${path}`;
  }

  /**
   * Any other call (userinfo, revocation, introspection, the end-session GET, path variants):
   * compared as the token endpoint's answers are, plus the `WWW-Authenticate` header (userinfo
   * tells its refusals there, with an empty body).
   */
  async call(
    step: string,
    method: 'GET' | 'POST',
    url: string,
    { form, bearer, headers }: { form?: Form; bearer?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Json> {
    const response = await this.request.fetch(url, {
      method,
      headers: {
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(bearer === undefined ? {} : { Authorization: `Bearer ${String(bearer)}` }),
        ...headers,
      },
      ...(form ? { data: formBody(form) } : {}),
      maxRedirects: 0,
    });
    const observed = await observe(step, response, this.provider, false);
    observed.fields.set('header:www-authenticate', response.headers()['www-authenticate'] ?? ABSENT);
    this.steps.push(observed);
    try {
      return (await response.json()) as Json;
    } catch {
      return {};
    }
  }

  /** The discovery document: the fields an OIDC client reads, endpoints relative to the base. */
  async discovery(step: string, path = '/.well-known/openid-configuration') {
    const response = await this.request.get(this.url(path), { maxRedirects: 0 });
    const fields = new Map<string, string>([['status', String(response.status())]]);
    if (response.ok()) {
      const body = (await response.json()) as Json;
      const relative = (value: unknown) =>
        typeof value === 'string' ? value.replace(this.provider.base, '{base}') : ABSENT;
      for (const key of DISCOVERY_ENDPOINTS) fields.set(key, relative(body[key]));
      fields.set('response_types_supported', setOf(body.response_types_supported));
      // What the portal and a standard client need among the longer lists Keycloak gives.
      const has = (key: string, wanted: string[]) =>
        fields.set(
          `${key} has ${wanted.join(', ')}`,
          String(wanted.every((value) => (body[key] as unknown[] | undefined)?.includes(value))),
        );
      has('grant_types_supported', ['password', 'refresh_token']);
      has('token_endpoint_auth_methods_supported', ['client_secret_basic', 'client_secret_post']);
      has('revocation_endpoint_auth_methods_supported', ['client_secret_basic', 'client_secret_post']);
      has('id_token_signing_alg_values_supported', ['RS256']);
      has('subject_types_supported', ['public']);
      has('scopes_supported', ['openid', 'profile', 'email']);
    }
    this.steps.push({ name: step, fields });
  }
}

/** The endpoints of the discovery document a client reads. */
const DISCOVERY_ENDPOINTS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'introspection_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'jwks_uri',
  'revocation_endpoint',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the clock's second has changed: Keycloak's token times are whole seconds. */
const nextSecond = () => sleep(1000 - (Date.now() % 1000) + 50);

/** The realm's failure factor of wrong passwords, spaced by FAILURE_SPACING_MS: the last locks the account. */
async function lockingFailures(run: Run, email: string) {
  for (let failure = 1; failure <= FAILURE_FACTOR; failure += 1) {
    if (failure > 1) await sleep(FAILURE_SPACING_MS);
    await run.password(`wrong password ${failure}`, email, `Faux#${failure}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The scenarios. Each names the demo accounts it uses (lockouts get accounts of their own).

interface Scenario {
  id: string;
  users: string[];
  /**
   * The scenario is about bearer tokens (logout with a refresh token, userinfo and revocation as
   * `Bearer`): the portal's client allows them for its run (`allowBearer`, put back after), and its
   * requests carry no proof unless they ask. Every other scenario runs as the realm has it: DPoP
   * required, a proof on every token request.
   */
  bearer?: true;
  run(run: Run): Promise<void>;
}

const SOUMIS = 'candidat.soumis@example.org';
const password = (username: string, pass = DEMO_PASSWORD) => ({
  grant_type: 'password',
  client_id: CLIENT_ID,
  username,
  password: pass,
});

const SCENARIOS: Scenario[] = [
  {
    // DPoP (RFC 9449) with the client's default (optional): a proof binds both tokens; the bound
    // refresh token needs a proof of the same key; userinfo takes the token as DPoP only.
    id: 'dpop-bound-tokens',
    users: [SOUMIS],
    bearer: true,
    run: async (s) => {
      const key = dpopKey();
      const tokenUrl = s.provider.tokenUrl;
      const userinfo = s.url('/protocol/openid-connect/userinfo');
      const tokens = await s.dpopToken(
        'login with a proof',
        { ...password(SOUMIS), scope: 'openid' },
        dpopProof(key, 'POST', tokenUrl),
        key,
      );
      const token = String(tokens.access_token);
      const dpop = (proof: string) => ({ Authorization: `DPoP ${token}`, DPoP: proof });
      await s.call('userinfo, DPoP and a proof', 'GET', userinfo, {
        headers: dpop(dpopProof(key, 'GET', userinfo, { claims: { ath: ath(token) } })),
      });
      await s.call('userinfo, as Bearer', 'GET', userinfo, { bearer: token });
      await s.call('userinfo, DPoP without a proof', 'GET', userinfo, {
        headers: { Authorization: `DPoP ${token}` },
      });
      await s.call('userinfo, proof of another key', 'GET', userinfo, {
        headers: dpop(dpopProof(dpopKey(), 'GET', userinfo, { claims: { ath: ath(token) } })),
      });
      await s.call('userinfo, proof without ath', 'GET', userinfo, {
        headers: dpop(dpopProof(key, 'GET', userinfo)),
      });
      await s.call('userinfo, ath of another token', 'GET', userinfo, {
        headers: dpop(dpopProof(key, 'GET', userinfo, { claims: { ath: ath('autre') } })),
      });
      const refresh = {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(tokens.refresh_token),
      };
      await s.token('refresh without a proof', refresh);
      await s.dpopToken('refresh, proof of another key', refresh, dpopProof(dpopKey(), 'POST', tokenUrl));
      await s.dpopToken('refresh, proof of the key', refresh, dpopProof(key, 'POST', tokenUrl), key);
    },
  },
  {
    id: 'dpop-unbound-refresh-with-proof',
    users: [SOUMIS],
    bearer: true,
    run: async (s) => {
      const key = dpopKey();
      const tokens = await s.password('login without a proof', SOUMIS);
      await s.dpopToken(
        'refresh with a proof',
        { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: String(tokens.refresh_token) },
        dpopProof(key, 'POST', s.provider.tokenUrl),
        key,
      );
    },
  },
  {
    // Each proof Keycloak refuses at the token endpoint, with its message (DPoPUtil).
    id: 'dpop-bad-proofs',
    users: ['candidat.accepte@example.org'],
    run: async (s) => {
      const key = dpopKey();
      const url = s.provider.tokenUrl;
      const login = password('candidat.accepte@example.org');
      const now = Math.floor(Date.now() / 1000);
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'dpop+jwt', jwk: key.jwk })}.${part({ htm: 'POST', htu: url, jti: randomUUID(), iat: now })}.`;
      const cases: [string, string][] = [
        ['empty proof', ''],
        ['not a JWT', 'abc'],
        ['typ JWT', dpopProof(key, 'POST', url, { header: { typ: 'JWT' } })],
        ['alg none', unsigned],
        ['no jwk', dpopProof(key, 'POST', url, { header: { jwk: undefined } })],
        ['signed by another key', dpopProof(key, 'POST', url, { signer: dpopKey() })],
        ['no jti', dpopProof(key, 'POST', url, { claims: { jti: undefined } })],
        ['htm GET', dpopProof(key, 'POST', url, { claims: { htm: 'GET' } })],
        ['htu of userinfo', dpopProof(key, 'POST', s.url('/protocol/openid-connect/userinfo'))],
        ['htu with a fragment', dpopProof(key, 'POST', `${url}#x`)],
        ['htu with a query', dpopProof(key, 'POST', `${url}?a=b`)],
        // Keycloak takes iat within [now - 25 s, now + 15 s]; a minute either way, whatever the
        // time these requests take.
        ['iat a minute old', dpopProof(key, 'POST', url, { claims: { iat: now - 60 } })],
        ['iat a minute ahead', dpopProof(key, 'POST', url, { claims: { iat: now + 60 } })],
        ['RS256', dpopProof(dpopKey('RS256'), 'POST', url)],
        ['EdDSA', dpopProof(dpopKey('EdDSA'), 'POST', url)],
      ];
      for (const [name, proof] of cases) await s.dpopToken(name, login, proof);
      const once = dpopProof(key, 'POST', url);
      await s.dpopToken('a proof', login, once);
      await s.dpopToken('the same proof again', login, once);
    },
  },
  {
    // Keycloak's logout endpoint reads no proof, so a bound refresh token cannot end its session
    // there; revocation ends it without one.
    id: 'dpop-logout-and-revoke',
    users: ['candidat.unique@example.org'],
    run: async (s) => {
      const key = dpopKey();
      const login = password('candidat.unique@example.org');
      const tokens = await s.dpopToken(
        'login with a proof',
        login,
        dpopProof(key, 'POST', s.provider.tokenUrl),
        key,
      );
      const form = { client_id: CLIENT_ID, refresh_token: String(tokens.refresh_token) };
      await s.logout('logout without a proof', form);
      await s.dpopToken(
        'logout with a proof',
        form,
        dpopProof(key, 'POST', s.provider.logoutUrl),
        undefined,
        s.provider.logoutUrl,
      );
      await s.call('revoke the refresh token', 'POST', s.url('/protocol/openid-connect/revoke'), {
        form: { client_id: CLIENT_ID, token: String(tokens.refresh_token) },
      });
      await s.dpopToken(
        'refresh after the revocation',
        { grant_type: 'refresh_token', ...form },
        dpopProof(key, 'POST', s.provider.tokenUrl),
      );
    },
  },
  {
    // The client requires DPoP, as the realm has it (Keycloak: dpop.bound.access.tokens; sandbox:
    // SANDBOX_DPOP=required): a grant without a proof is refused alike. A token issued while bearer
    // tokens were allowed is refreshed only with a proof, which binds the new ones.
    id: 'dpop-required',
    users: ['candidat.multiple@example.org'],
    run: async (s) => {
      const login = password('candidat.multiple@example.org');
      await s.bare('login without a proof', login);
      const key = dpopKey();
      await s.dpopToken('login with a proof', login, dpopProof(key, 'POST', s.provider.tokenUrl), key);
      await s.provider.allowBearer();
      const before = await s.bare('login before DPoP is required', login);
      await s.provider.requireDpop();
      const refresh = {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(before.refresh_token),
      };
      await s.bare('refresh of an unbound token without a proof', refresh);
      await s.dpopToken(
        'refresh of an unbound token with a proof',
        refresh,
        dpopProof(key, 'POST', s.provider.tokenUrl),
        key,
      );
    },
  },
  {
    id: 'right-password',
    users: ['candidat.accepte@example.org'],
    run: async (s) => void (await s.password('login', 'candidat.accepte@example.org')),
  },
  {
    id: 'right-password-openid',
    users: [SOUMIS],
    run: async (s) => {
      const tokens = await s.password('login', SOUMIS, DEMO_PASSWORD, { scope: 'openid' });
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
  {
    id: 'wrong-password',
    users: [SOUMIS],
    run: async (s) => void (await s.password('login', SOUMIS, 'Mauvais#2025')),
  },
  {
    id: 'missing-password',
    users: [SOUMIS],
    run: async (s) =>
      void (await s.token('login', { grant_type: 'password', client_id: CLIENT_ID, username: SOUMIS })),
  },
  {
    id: 'unknown-user',
    users: [],
    run: async (s) => void (await s.password('login', 'inconnu@example.org')),
  },
  {
    id: 'disabled-right-password',
    users: ['compte.desactive@example.org'],
    run: async (s) => void (await s.password('login', 'compte.desactive@example.org')),
  },
  {
    id: 'disabled-wrong-password',
    users: ['compte.desactive@example.org'],
    run: async (s) => void (await s.password('login', 'compte.desactive@example.org', 'Mauvais#2025')),
  },
  {
    id: 'not-fully-set-up',
    users: ['candidat.nonverifie@example.org'],
    run: async (s) => {
      await s.password('right password', 'candidat.nonverifie@example.org');
      await s.password('wrong password', 'candidat.nonverifie@example.org', 'Mauvais#2025');
    },
  },
  {
    id: 'refresh',
    users: [SOUMIS],
    run: async (s) => {
      const tokens = await s.password('login', SOUMIS);
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
  {
    id: 'refresh-after-logout',
    users: ['candidat.unique@example.org'],
    bearer: true,
    run: async (s) => {
      const tokens = await s.password('login', 'candidat.unique@example.org');
      await s.logoutToken('logout', tokens.refresh_token);
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
  {
    id: 'refresh-token-reuse',
    users: ['candidat.multiple@example.org'],
    run: async (s) => {
      const first = await s.password('login', 'candidat.multiple@example.org');
      const second = await s.refresh('refresh', first.refresh_token);
      await s.refresh('same token again', first.refresh_token);
      await s.refresh('newest token', second.refresh_token);
    },
  },
  {
    // Keycloak's times are whole seconds: each refresh comes in a later second than the last.
    id: 'refresh-stale-token',
    users: ['candidat.multiple@example.org'],
    run: async (s) => {
      const first = await s.password('login', 'candidat.multiple@example.org');
      await nextSecond();
      const second = await s.refresh('refresh', first.refresh_token);
      await nextSecond();
      const third = await s.refresh('refresh again', second.refresh_token);
      await s.refresh('first token again', first.refresh_token);
      await s.refresh('newest token', third.refresh_token);
    },
  },
  {
    // Keycloak: the admin REST API's reset-password, then the user's logout (what the auth API
    // does); sandbox: its auth API's reset flow (request, the link's token from the outbox, confirm).
    id: 'refresh-after-password-reset',
    users: ['candidat.nouveau@example.org'],
    run: async (s) => {
      const tokens = await s.password('login', 'candidat.nouveau@example.org');
      await s.provider.resetPassword('candidat.nouveau@example.org', NEW_PASSWORD);
      await s.refresh('refresh', tokens.refresh_token);
      await s.password('old password', 'candidat.nouveau@example.org');
      await s.provider.failuresRecorded('candidat.nouveau@example.org', 1);
      await s.password('new password', 'candidat.nouveau@example.org', NEW_PASSWORD);
    },
  },
  {
    id: 'refresh-missing-token',
    users: [],
    run: async (s) => void (await s.token('refresh', { grant_type: 'refresh_token', client_id: CLIENT_ID })),
  },
  {
    id: 'refresh-malformed-token',
    users: [],
    run: async (s) => void (await s.refresh('refresh', 'pas.un.jeton')),
  },
  {
    id: 'refresh-with-access-token',
    users: [SOUMIS],
    run: async (s) => {
      const tokens = await s.password('login', SOUMIS);
      await s.refresh('refresh', tokens.access_token);
    },
  },
  {
    // SSO session idle 1 s on both sides, restored afterwards; refreshed once the token's `exp`
    // second is over (Keycloak: expired when the current second is past `exp`).
    id: 'refresh-expired-token',
    users: ['personnel.sansrole@example.org'],
    run: async (s) => {
      await s.provider.setSessionIdle(1);
      const tokens = await s.password('login', 'personnel.sansrole@example.org');
      const exp = Number(decodeJwt(tokens.refresh_token)?.claims.exp);
      await sleep(Math.max(0, (exp + 1) * 1000 - Date.now()) + 100);
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
  {
    // The same, refreshed in the token's `exp` second: Keycloak's session is over (its times are
    // whole seconds) while the token still is not.
    id: 'refresh-idle-session',
    users: ['pedagogie@example.org'],
    run: async (s) => {
      await s.provider.setSessionIdle(1);
      // The idle session shows only in the refresh token's `exp` second (« Session not active »); a
      // refresh handled after it meets the token's own expiry first (« Token is not active »), on
      // both providers. Keycloak once answered after that second on a loaded machine (load 17): a run
      // whose answer came after it is done again (3 times at most), so both are compared in it.
      for (let attempt = 1; ; attempt += 1) {
        s.steps.length = 0;
        const tokens = await s.password('login', 'pedagogie@example.org');
        const exp = Number(decodeJwt(tokens.refresh_token)?.claims.exp);
        await sleep(Math.max(0, exp * 1000 - Date.now()) + 100);
        await s.refresh('refresh', tokens.refresh_token);
        if (Date.now() < (exp + 1) * 1000 || attempt === 3) break;
      }
    },
  },
  {
    id: 'logout-twice',
    users: ['admin@example.org'],
    bearer: true,
    run: async (s) => {
      const tokens = await s.password('login', 'admin@example.org');
      await s.logoutToken('logout', tokens.refresh_token);
      await s.logoutToken('logout again', tokens.refresh_token);
    },
  },
  {
    id: 'logout-malformed-token',
    users: [],
    run: async (s) => void (await s.logoutToken('logout', 'pas.un.jeton')),
  },
  {
    id: 'logout-without-refresh-token',
    users: [],
    run: async (s) => void (await s.logout('logout', { client_id: CLIENT_ID })),
  },
  {
    // The factor's failures spaced 1.2 s (over the 1000 ms quick-login check): the last locks for
    // 60 s; one more wrong password and then the right one get the wrong-password answer.
    id: 'lockout',
    users: ['candidat.rejete@example.org'],
    run: async (s) => {
      await lockingFailures(s, 'candidat.rejete@example.org');
      await sleep(SETTLE_MS);
      await s.password('one more wrong password', 'candidat.rejete@example.org', 'Faux#x');
      await s.password('right password', 'candidat.rejete@example.org');
    },
  },
  {
    // The same with a wait increment of 2 s (restored afterwards): the lock ends on time.
    id: 'lockout-ends',
    users: ['majalis@example.org'],
    run: async (s) => {
      await s.provider.setWaitIncrement(2);
      await lockingFailures(s, 'majalis@example.org');
      await sleep(SETTLE_MS);
      await s.password('right password while locked', 'majalis@example.org');
      // Locked until the last failure's second + 2 s: over 2 s after it at the latest.
      await sleep(2300 - SETTLE_MS);
      await s.password('right password after the wait', 'majalis@example.org');
    },
  },
  {
    // Two failures 300 ms apart (inside the quick-login check): locked for the minimum quick-login
    // wait. The check is widened to 5 s on both sides (restored afterwards): Keycloak times a failure
    // when it has hashed the password, and on a busy 2-core machine two hashes 300 ms apart could
    // land over 1 s apart (a clean-clone run saw Keycloak answer 200 where the sandbox locked).
    id: 'lockout-quick-login',
    users: ['coran@example.org'],
    run: async (s) => {
      await s.provider.setQuickLoginCheck(5000);
      await s.password('wrong password 1', 'coran@example.org', 'Faux#1');
      await sleep(SETTLE_MS);
      await s.password('wrong password 2', 'coran@example.org', 'Faux#2');
      await sleep(SETTLE_MS);
      await s.password('right password', 'coran@example.org');
    },
  },
  {
    id: 'unknown-client',
    users: [SOUMIS],
    run: async (s) => void (await s.token('login', { ...password(SOUMIS), client_id: 'inconnu' })),
  },
  {
    id: 'missing-client-id',
    users: [SOUMIS],
    run: async (s) => {
      const { client_id: _omitted, ...form } = password(SOUMIS);
      await s.token('login', form);
    },
  },
  {
    id: 'missing-grant-type',
    users: [SOUMIS],
    run: async (s) => {
      const { grant_type: _omitted, ...form } = password(SOUMIS);
      await s.token('login', form);
    },
  },
  {
    id: 'unsupported-grant-type',
    users: [],
    run: async (s) =>
      void (await s.token('token', { grant_type: 'urn:example:unknown', client_id: CLIENT_ID })),
  },
  {
    id: 'client-credentials-grant',
    users: [],
    run: async (s) =>
      void (await s.token('token', { grant_type: 'client_credentials', client_id: CLIENT_ID })),
  },
  {
    id: 'duplicated-parameter',
    users: [SOUMIS, 'candidat.unique@example.org'],
    run: async (s) =>
      void (await s.token('login', [
        ['grant_type', 'password'],
        ['client_id', CLIENT_ID],
        ['username', SOUMIS],
        ['username', 'candidat.unique@example.org'],
        ['password', DEMO_PASSWORD],
      ])),
  },
  {
    id: 'missing-username',
    users: [],
    run: async (s) =>
      void (await s.token('login', {
        grant_type: 'password',
        client_id: CLIENT_ID,
        password: DEMO_PASSWORD,
      })),
  },
  {
    id: 'unknown-realm',
    users: [SOUMIS],
    run: async (s) =>
      void (await s.token(
        'login',
        password(SOUMIS),
        `${s.provider.base}/realms/inconnu/protocol/openid-connect/token`,
      )),
  },
  // What an OIDC client sees beyond the portal's calls.
  {
    id: 'discovery',
    users: [],
    run: async (s) => {
      await s.discovery('discovery');
      await s.discovery('discovery, trailing slash', '/.well-known/openid-configuration/');
    },
  },
  {
    // Keycloak takes `token/` for `token` (a proxy that limits `token` only must not pass it:
    // deploy/nginx.conf); a path not in normal form is refused before any endpoint.
    id: 'token-path-variants',
    users: [SOUMIS],
    run: async (s) => {
      await s.token('trailing slash', password(SOUMIS), `${s.provider.tokenUrl}/`);
      await s.token('double slash', password(SOUMIS), s.url('/protocol/openid-connect//token'));
      await s.token('percent-encoded letter', password(SOUMIS), s.url('/protocol/openid-connect/%74oken'));
      await s.token('upper case', password(SOUMIS), s.url('/protocol/openid-connect/TOKEN'));
    },
  },
  {
    id: 'userinfo-scope',
    users: ['candidat.unique@example.org'],
    bearer: true,
    run: async (s) => {
      const plain = await s.password('login', 'candidat.unique@example.org');
      await s.call('userinfo without openid', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: plain.access_token,
      });
      await s.call('userinfo without a token', 'GET', s.url('/protocol/openid-connect/userinfo'));
      await s.call('userinfo with a forged token', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: 'pas.un.jeton',
      });
    },
  },
  {
    id: 'userinfo-openid',
    users: ['candidat.accepte@example.org'],
    bearer: true,
    run: async (s) => {
      const tokens = await s.password('login', 'candidat.accepte@example.org', DEMO_PASSWORD, {
        scope: 'openid',
      });
      await s.call('userinfo', 'POST', s.url('/protocol/openid-connect/userinfo'), {
        bearer: tokens.access_token,
      });
      await s.logoutToken('logout', tokens.refresh_token);
      await s.call('userinfo after logout', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: tokens.access_token,
      });
    },
  },
  {
    // A replayed refresh token detaches the session: its access tokens are refused too.
    id: 'userinfo-detached-session',
    users: ['candidat.multiple@example.org'],
    bearer: true,
    run: async (s) => {
      const first = await s.password('login', 'candidat.multiple@example.org', DEMO_PASSWORD, {
        scope: 'openid',
      });
      const second = await s.refresh('refresh', first.refresh_token);
      await s.refresh('same token again', first.refresh_token);
      await s.call('userinfo, first access token', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: first.access_token,
      });
      await s.call('userinfo, newest access token', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: second.access_token,
      });
    },
  },
  {
    id: 'revoke-refresh-token',
    users: ['admin@example.org'],
    bearer: true,
    run: async (s) => {
      const tokens = await s.password('login', 'admin@example.org', DEMO_PASSWORD, { scope: 'openid' });
      const revoke = s.url('/protocol/openid-connect/revoke');
      await s.call('revoke', 'POST', revoke, {
        form: { client_id: CLIENT_ID, token: String(tokens.refresh_token), token_type_hint: 'refresh_token' },
      });
      await s.refresh('refresh', tokens.refresh_token);
      await s.call('userinfo', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: tokens.access_token,
      });
      await s.call('revoke again', 'POST', revoke, {
        form: { client_id: CLIENT_ID, token: String(tokens.refresh_token) },
      });
    },
  },
  {
    id: 'revoke-access-token',
    users: ['pedagogie@example.org'],
    bearer: true,
    run: async (s) => {
      const tokens = await s.password('login', 'pedagogie@example.org', DEMO_PASSWORD, { scope: 'openid' });
      await s.call('revoke', 'POST', s.url('/protocol/openid-connect/revoke'), {
        form: { client_id: CLIENT_ID, token: String(tokens.access_token), token_type_hint: 'access_token' },
      });
      await s.call('userinfo', 'GET', s.url('/protocol/openid-connect/userinfo'), {
        bearer: tokens.access_token,
      });
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
  {
    id: 'revoke-refusals',
    users: [],
    run: async (s) => {
      const revoke = s.url('/protocol/openid-connect/revoke');
      await s.call('unknown token', 'POST', revoke, {
        form: { client_id: CLIENT_ID, token: 'pas.un.jeton' },
      });
      await s.call('no token', 'POST', revoke, { form: { client_id: CLIENT_ID } });
      await s.call('unknown client', 'POST', revoke, { form: { client_id: 'inconnu', token: 'x' } });
      await s.call(
        'introspection, public client',
        'POST',
        s.url('/protocol/openid-connect/token/introspect'),
        {
          form: { client_id: CLIENT_ID, token: 'x' },
        },
      );
    },
  },
  {
    // RP-initiated logout's GET, as a standard client sends it (the portal's client has no
    // redirect URI): a valid hint ends the session at once.
    id: 'end-session-get',
    users: ['majalis@example.org'],
    run: async (s) => {
      const tokens = await s.password('login', 'majalis@example.org', DEMO_PASSWORD, { scope: 'openid' });
      const logout = s.url('/protocol/openid-connect/logout');
      await s.call('forged hint', 'GET', `${logout}?id_token_hint=pas.un.jeton`);
      await s.call('end session', 'GET', `${logout}?id_token_hint=${String(tokens.id_token)}`);
      await s.refresh('refresh', tokens.refresh_token);
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The known differences: the table of docs/identity-provider.md.

const DOC = new URL('../../docs/identity-provider.md', import.meta.url);
const SECTION = '## Known differences from Keycloak 26.5.6';
const COLUMNS = ['Scenario', 'Step', 'Field', 'Keycloak', 'Sandbox', 'Reason'];

interface Difference {
  scenario: string;
  step: string;
  field: string;
  keycloak: string;
  sandbox: string;
}
interface Listed extends Difference {
  reason: string;
}

function knownDifferences(): Listed[] {
  const lines = readFileSync(DOC, 'utf8').split('\n');
  const start = lines.indexOf(SECTION);
  if (start < 0) throw new Error(`docs/identity-provider.md has no "${SECTION}" section`);
  const table: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('|'))
      table.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    else if (table.length) break;
  }
  const [header, _separator, ...rows] = table;
  if (header?.join('|') !== COLUMNS.join('|'))
    throw new Error(
      `The known differences' columns must be ${COLUMNS.join(' | ')}; got ${header?.join(' | ')}`,
    );
  const unquote = (cell: string) => cell.replace(/^`(.*)`$/, '$1');
  return rows.map((cells) => {
    const [scenario = '', step = '', field = '', keycloak = '', sandbox = '', reason = ''] =
      cells.map(unquote);
    if (cells.length !== COLUMNS.length || !reason)
      throw new Error(
        `A known difference needs ${COLUMNS.length} cells and a reason: | ${cells.join(' | ')} |`,
      );
    return { scenario, step, field, keycloak, sandbox, reason };
  });
}

/**
 * Lifetimes in whole seconds: Keycloak reads its clock more than once while it answers (the
 * session's last refresh, `iat`, `exp`, then `expires_in` from the current second), so a second
 * that ticks meanwhile makes one of them 1 less.
 */
const ONE_SECOND_APART = /(expires_in|exp-iat)$/;

function differences(scenario: string, keycloak: Step[], sandbox: Step[]): Difference[] {
  const found: Difference[] = [];
  for (let index = 0; index < Math.max(keycloak.length, sandbox.length); index += 1) {
    const kc = keycloak[index];
    const sb = sandbox[index];
    const step = kc?.name ?? sb?.name ?? '';
    if (kc?.name !== sb?.name) {
      found.push({
        scenario,
        step,
        field: 'step',
        keycloak: kc?.name ?? ABSENT,
        sandbox: sb?.name ?? ABSENT,
      });
      continue;
    }
    // Two kinds of body (JSON and a page): only the status and the kind are worth comparing.
    const kinds = kc?.fields.get('body') === sb?.fields.get('body');
    const fields = [...new Set([...(kc?.fields.keys() ?? []), ...(sb?.fields.keys() ?? [])])].filter(
      (field) => kinds || field === 'status' || field === 'body',
    );
    for (const field of fields) {
      const kv = kc?.fields.get(field) ?? ABSENT;
      const sv = sb?.fields.get(field) ?? ABSENT;
      if (kv !== sv && !(ONE_SECOND_APART.test(field) && Math.abs(Number(kv) - Number(sv)) <= 1))
        found.push({ scenario, step, field, keycloak: kv, sandbox: sv });
    }
  }
  return found;
}

const asRow = (d: Difference) =>
  `| \`${d.scenario}\` | \`${d.step}\` | \`${d.field}\` | \`${d.keycloak}\` | \`${d.sandbox}\` | … |`;

// ---------------------------------------------------------------------------------------------

test.describe('the sandbox answers as Keycloak 26.5.6 does', () => {
  test('every known difference names a scenario of this test, once', () => {
    const listed = knownDifferences();
    const ids = new Set(SCENARIOS.map((scenario) => scenario.id));
    expect(ids.size, 'scenario ids are unique').toBe(SCENARIOS.length);
    expect(
      listed.filter((row) => !ids.has(row.scenario)).map((row) => row.scenario),
      'known differences of scenarios this test does not have',
    ).toEqual([]);
    const keys = listed.map((row) => `${row.scenario} / ${row.step} / ${row.field}`);
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'known differences listed twice',
    ).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    test(scenario.id, async ({ request }) => {
      const providers = [keycloakProvider(request), sandboxProvider(request)] as const;
      const runs = providers.map((provider) => new Run(provider, request, !scenario.bearer));
      await Promise.all(
        providers.map(async (provider) => {
          await provider.prepare(scenario.users);
          if (scenario.bearer) await provider.allowBearer();
        }),
      );
      try {
        // Both at once: the two providers share nothing, and the waits then cost once.
        await Promise.all(runs.map((run) => scenario.run(run)));
      } finally {
        await Promise.all(providers.map((provider) => provider.restore(scenario.users)));
      }
      const [keycloak, sandbox] = runs;
      const found = differences(scenario.id, keycloak?.steps ?? [], sandbox?.steps ?? []);
      const expected = knownDifferences().filter((row) => row.scenario === scenario.id);
      const same = (a: Difference, b: Difference) => a.step === b.step && a.field === b.field;
      const unlisted = found.filter((d) => !expected.some((row) => same(row, d)));
      const changed = found.filter((d) =>
        expected.some((row) => same(row, d) && (row.keycloak !== d.keycloak || row.sandbox !== d.sandbox)),
      );
      const stale = expected.filter((row) => !found.some((d) => same(row, d)));
      expect(unlisted.map(asRow), 'differences not listed in docs/identity-provider.md').toEqual([]);
      expect(changed.map(asRow), 'listed differences whose values changed').toEqual([]);
      expect(
        stale.map((row) => `${row.step} / ${row.field}`),
        'listed differences that no longer occur (remove them from docs/identity-provider.md)',
      ).toEqual([]);
      // The steps ran on both sides, so "no difference" means something.
      expect(keycloak?.steps.length).toBeGreaterThan(0);
    });
  }
});
