// The real Keycloak of the `keycloak` project (playwright.config.ts), for the tests of e2e/keycloak/:
// where it and the sandbox in Keycloak mode are, the realm's endpoints, the portal's grants, and
// Keycloak's admin REST API, to put users and realm settings back as deploy/keycloak/ has them.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEV_ADMIN, DEV_AUTH_API_SECRET } from '../../scripts/keycloak/dev.mjs';
import { DEMO_PASSWORD, SEED_USERS } from '../../apps/sandbox/src/seed';
import { dpopGrant, dpopHeaders } from '../dpopProof';

export const KEYCLOAK_URL = `http://127.0.0.1:${process.env.E2E_KEYCLOAK_PORT ?? 18180}`;
/** The sandbox in Keycloak mode: candidate-service, staff review, the auth API and its outbox. */
export const KC_SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_KC_SANDBOX_PORT ?? 18081}`;
export const REALM = 'admission';
/** The portal's public client. */
export const CLIENT_ID = 'auth-service';

/** The realm `admission` at `base`: Keycloak's (the default), or a sandbox's imitation of it. */
export function realmUrls(base = KEYCLOAK_URL) {
  const realm = `${base}/realms/${REALM}`;
  return {
    realm,
    token: `${realm}/protocol/openid-connect/token`,
    logout: `${realm}/protocol/openid-connect/logout`,
  };
}

export const { realm: REALM_URL, token: TOKEN_URL, logout: LOGOUT_URL } = realmUrls();

const realmFile = JSON.parse(
  readFileSync(new URL('../../deploy/keycloak/admission-realm.json', import.meta.url), 'utf8'),
) as { failureFactor: number; maxFailureWaitSeconds: number };
/** The realm's failureFactor, as Keycloak imported it (deploy/keycloak/admission-realm.json). */
export const FAILURE_FACTOR = realmFile.failureFactor;
/** The realm's longest lockout, which the portal's « … dans 15 minutes au plus » names. */
export const MAX_FAILURE_WAIT_MINUTES = realmFile.maxFailureWaitSeconds / 60;
/**
 * Failed logins of a lockout are spaced by more than the realm's quick-login check (1000 ms), so
 * the failure count locks, not two failures too close together (Keycloak processes a failure off
 * the request's thread, and answers "Invalid user credentials" while it does).
 */
export const FAILURE_SPACING_MS = 1200;

/** A demo account's id: the same in the sandbox's seed and in deploy/keycloak/. */
export function demoUserId(email: string): string {
  const user = SEED_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a demo account`);
  return user.id;
}

/** Fails the test unless the answer is 2xx, with `what`, the status and the body in the message. */
export async function expectOk(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * The portal's refresh grant, as a client would send it: Keycloak's answer, not checked. The realm
 * requires DPoP for the portal's client: the proof is this worker's (e2e/dpopProof.ts, the key of
 * `signIn`'s tokens) unless `proof` is given.
 */
export function refreshGrant(
  request: APIRequestContext,
  refreshToken: string,
  /** A DPoP proof for TOKEN_URL (e2e/dpopTheft.ts `ownRefreshProof`), for a token of the page. */
  proof?: string,
): Promise<APIResponse> {
  const form = { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken };
  return proof
    ? request.post(TOKEN_URL, { form, headers: { DPoP: proof } })
    : dpopGrant(request, TOKEN_URL, form);
}

/**
 * The portal's password grant to the token endpoint `tokenUrl`, with a proof of this worker's key
 * (its tokens are bound to it): the answer, not checked.
 */
export function passwordGrantAt(
  request: APIRequestContext,
  tokenUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIResponse> {
  return dpopGrant(request, tokenUrl, { grant_type: 'password', client_id: CLIENT_ID, username, password });
}

/** The portal's password grant to Keycloak, as a client would send it: its answer, not checked. */
export function passwordGrant(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIResponse> {
  return passwordGrantAt(request, TOKEN_URL, username, password);
}

/** The tokens of a password grant. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * A password grant that must succeed (a test's set-up, or a password it expects to work): its
 * tokens. Keycloak 26 refuses a sign-in, with the very answer a wrong password gets (401
 * "Invalid user credentials"), while brute-force detection still records the same user's previous
 * sign-in on another thread: its default protector blocks "concurrent" logins of one user
 * (docs/identity-provider.md). Two sign-ins of one user back to back meet it on a busy machine, so
 * this one is sent again for up to 5 s while that is the answer; a grant a test expects refused
 * goes through `passwordGrant`, once.
 */
export async function signIn(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  let answer: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await passwordGrant(request, username, password);
        return answer.status() === 401 ? 'refused' : `${answer.status()} ${await answer.text()}`;
      },
      { message: `the sign-in of ${username}`, timeout: 5_000, intervals: [100, 200, 400] },
    )
    .toMatch(/^200 /);
  return (await (answer as APIResponse).json()) as Tokens;
}

/**
 * candidate-service of the sandbox in Keycloak mode: an account's applications, with `token` as
 * `DPoP` and a proof of this worker's key (the key of `signIn`'s tokens), or as `Bearer`.
 */
export function applicationsOf(
  request: APIRequestContext,
  accountId: string,
  token: string,
  { bearer = false }: { bearer?: boolean } = {},
): Promise<APIResponse> {
  const url = `${KC_SANDBOX_URL}/api/candidate-service/Candidate/with-applications-bac/account/${accountId}`;
  return request.get(url, {
    headers: bearer ? { Authorization: `Bearer ${token}` } : dpopHeaders('GET', url, token),
  });
}

/** Brute-force detection's view of one user (`GET attack-detection/brute-force/users/{id}`). */
export interface BruteForceStatus {
  numFailures: number;
  disabled: boolean;
  lastIPFailure?: string;
  lastFailure?: number;
}

/**
 * Who calls the admin REST API. `master-admin`: the master realm's development administrator
 * (DEV_ADMIN, admin-cli password grant). `auth-api`: the auth API's own client
 * `admission-auth-api` (client credentials; manage-users), as the sandbox in Keycloak mode calls.
 */
export type AdminLogin = 'master-admin' | 'auth-api';

/** The admin tokens of this worker, by login, renewed before they expire (the master's lives 60 s). */
const adminTokens = new Map<AdminLogin, { token: string; until: number }>();

const ADMIN_LOGINS: Record<AdminLogin, { url: string; form: Record<string, string> }> = {
  'master-admin': {
    url: `${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`,
    form: { grant_type: 'password', client_id: 'admin-cli', ...DEV_ADMIN },
  },
  'auth-api': {
    url: TOKEN_URL,
    form: {
      grant_type: 'client_credentials',
      client_id: 'admission-auth-api',
      client_secret: DEV_AUTH_API_SECRET,
    },
  },
};

/**
 * Keycloak's admin REST API on the realm `admission`, by demo account e-mail. Each method fails the
 * test when Keycloak refuses.
 *
 * Two ways to end a user's sessions, not alike: `logout` is the admin console's "Sign out"
 * (`POST /users/{id}/logout`), which also sets the user's not-before to now, for good (no admin
 * call undoes it, and token answers report it as `not-before-policy`); `endSessions` deletes the
 * sessions one by one (`DELETE /sessions/{id}`) and leaves the not-before as it was, for tests that
 * must leave the account exactly as they found it (differential.spec.ts).
 */
export class KeycloakAdmin {
  constructor(
    private readonly request: APIRequestContext,
    private readonly login: AdminLogin = 'master-admin',
  ) {}

  private async token(): Promise<string> {
    const cached = adminTokens.get(this.login);
    if (cached && Date.now() <= cached.until) return cached.token;
    const { url, form } = ADMIN_LOGINS[this.login];
    const response = await this.request.post(url, { form });
    await expectOk(response, `Keycloak admin login (${this.login})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    const fresh = { token: body.access_token, until: Date.now() + (body.expires_in - 15) * 1000 };
    adminTokens.set(this.login, fresh);
    return fresh.token;
  }

  /** One call to `/admin/realms/admission{path}`; fails the test unless Keycloak answers 2xx. */
  async call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<APIResponse> {
    const response = await this.request.fetch(`${KEYCLOAK_URL}/admin/realms/${REALM}${path}`, {
      method,
      headers: { Authorization: `Bearer ${await this.token()}` },
      ...(data === undefined ? {} : { data }),
    });
    await expectOk(response, `Keycloak admin ${method} ${path}`);
    return response;
  }

  /** The realm's representation (`GET /admin/realms/admission`). */
  async realm(): Promise<Record<string, unknown>> {
    return (await (await this.call('GET', '')).json()) as Record<string, unknown>;
  }

  /** Changes only the realm settings given (Keycloak keeps the others). */
  async updateRealm(settings: Record<string, unknown>): Promise<void> {
    await this.call('PUT', '', settings);
  }

  async user(email: string): Promise<Record<string, unknown>> {
    return (await (await this.call('GET', `/users/${demoUserId(email)}`)).json()) as Record<string, unknown>;
  }

  /** The user's not-before in seconds (0 when never set), by id (a token's `sub`). */
  async notBefore(userId: string): Promise<number> {
    const user = (await (await this.call('GET', `/users/${userId}`)).json()) as { notBefore?: number };
    return user.notBefore ?? 0;
  }

  /** Changes only the fields given (Keycloak keeps the others). */
  async updateUser(email: string, fields: Record<string, unknown>): Promise<void> {
    await this.call('PUT', `/users/${demoUserId(email)}`, fields);
  }

  /** The user's active sessions (one per login not yet ended). */
  async sessions(email: string): Promise<{ id: string }[]> {
    return (await (await this.call('GET', `/users/${demoUserId(email)}/sessions`)).json()) as {
      id: string;
    }[];
  }

  async sessionCount(email: string): Promise<number> {
    return (await this.sessions(email)).length;
  }

  /**
   * Ends every session of the user ("Sign out" in the admin console). Also sets the user's
   * not-before to now, for good: see `endSessions` for the call that does not.
   */
  async logout(email: string): Promise<void> {
    await this.call('POST', `/users/${demoUserId(email)}/logout`);
  }

  /** Ends the user's sessions one by one (`DELETE /sessions/{id}`): the not-before stays as it was. */
  async endSessions(email: string): Promise<void> {
    for (const { id } of await this.sessions(email)) await this.call('DELETE', `/sessions/${id}`);
  }

  async bruteForce(email: string): Promise<BruteForceStatus> {
    const response = await this.call('GET', `/attack-detection/brute-force/users/${demoUserId(email)}`);
    return (await response.json()) as BruteForceStatus;
  }

  /** Clears the user's failure count and lockout. */
  async clearBruteForce(email: string): Promise<void> {
    await this.call('DELETE', `/attack-detection/brute-force/users/${demoUserId(email)}`);
  }

  /** An administrator's password reset (not temporary). Ends no session by itself. */
  async setPassword(email: string, password: string): Promise<void> {
    await this.call('PUT', `/users/${demoUserId(email)}/reset-password`, {
      type: 'password',
      value: password,
      temporary: false,
    });
  }

  /**
   * The user as deploy/keycloak/ has it, for what the tests change: the demo password, no lockout,
   * no session (through `logout`: the not-before moves).
   */
  async restore(email: string): Promise<void> {
    await this.setPassword(email, DEMO_PASSWORD);
    await this.clearBruteForce(email);
    await this.logout(email);
  }
}
