// The real Keycloak of the `keycloak` project (playwright.config.ts), for the tests of e2e/keycloak/:
// where it is, its token endpoint, and its admin REST API as the master realm's development
// administrator (admin-cli password grant), to put users back as the realm files have them.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEV_ADMIN } from '../../scripts/keycloak/dev.mjs';
import { DEMO_PASSWORD, SEED_USERS } from '../../apps/sandbox/src/seed';

export const KEYCLOAK_URL = `http://127.0.0.1:${process.env.E2E_KEYCLOAK_PORT ?? 18180}`;
/** The sandbox in Keycloak mode: candidate-service, staff review, the auth API and its outbox. */
export const KC_SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_KC_SANDBOX_PORT ?? 18081}`;
export const REALM = 'admission';
/** The portal's public client. */
export const CLIENT_ID = 'auth-service';
export const REALM_URL = `${KEYCLOAK_URL}/realms/${REALM}`;
export const TOKEN_URL = `${REALM_URL}/protocol/openid-connect/token`;
export const LOGOUT_URL = `${REALM_URL}/protocol/openid-connect/logout`;

/** A demo account's id: the same in the sandbox's seed and in deploy/keycloak/. */
export function demoUserId(email: string): string {
  const user = SEED_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a demo account`);
  return user.id;
}

async function expectOk(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The portal's refresh grant, as a client would send it: Keycloak's answer, not checked. */
export function refreshGrant(request: APIRequestContext, refreshToken: string): Promise<APIResponse> {
  return request.post(TOKEN_URL, {
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });
}

/** The portal's password grant, as a client would send it: Keycloak's answer, not checked. */
export function passwordGrant(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIResponse> {
  return request.post(TOKEN_URL, {
    form: { grant_type: 'password', client_id: CLIENT_ID, username, password },
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
 * Keycloak's admin REST API on the realm `admission`. Each method fails the test when Keycloak
 * refuses; the administrator's token is fetched once and renewed before it expires.
 */
export class KeycloakAdmin {
  private admin: { token: string; until: number } | undefined;

  constructor(private readonly request: APIRequestContext) {}

  private async token(): Promise<string> {
    if (!this.admin || Date.now() > this.admin.until) {
      const response = await this.request.post(
        `${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`,
        {
          form: { grant_type: 'password', client_id: 'admin-cli', ...DEV_ADMIN },
        },
      );
      await expectOk(response, 'Keycloak admin login');
      const body = (await response.json()) as { access_token: string; expires_in: number };
      this.admin = { token: body.access_token, until: Date.now() + (body.expires_in - 15) * 1000 };
    }
    return this.admin.token;
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

  async user(email: string): Promise<Record<string, unknown>> {
    return (await (await this.call('GET', `/users/${demoUserId(email)}`)).json()) as Record<string, unknown>;
  }

  /** Changes only the fields given (Keycloak keeps the others). */
  async updateUser(email: string, fields: Record<string, unknown>): Promise<void> {
    await this.call('PUT', `/users/${demoUserId(email)}`, fields);
  }

  /** The user's active sessions (one per login not yet ended). */
  async sessionCount(email: string): Promise<number> {
    const sessions = (await (
      await this.call('GET', `/users/${demoUserId(email)}/sessions`)
    ).json()) as unknown[];
    return sessions.length;
  }

  /** Ends every session of the user ("Sign out" in the admin console). */
  async logout(email: string): Promise<void> {
    await this.call('POST', `/users/${demoUserId(email)}/logout`);
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
   * no session.
   */
  async restore(email: string): Promise<void> {
    await this.setPassword(email, DEMO_PASSWORD);
    await this.clearBruteForce(email);
    await this.logout(email);
  }
}
