import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/config';
import { keycloakPortalWordsFr } from '../src/keycloakMessages';
import { AUTH_API_CLIENT_ID, PORTAL_REALM_ROLES, realmFiles } from '../src/realm';
import { DEFAULT_BRUTE_FORCE } from '../src/security';
import { DEMO_PASSWORD, SEED_USERS } from '../src/seed';

const deployed = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../deploy/keycloak/${name}`, import.meta.url), 'utf8'));

interface RealmUser {
  id?: string;
  username: string;
  email?: string;
  enabled: boolean;
  emailVerified?: boolean;
  requiredActions?: string[];
  realmRoles?: string[];
  clientRoles?: Record<string, string[]>;
  credentials?: { type: string; value: string; temporary: boolean }[];
}

describe('the realm as code (deploy/keycloak/)', () => {
  const files = realmFiles();

  it('is what the sandbox seed and settings give (run `npm run keycloak:realm` after changing them)', () => {
    expect(Object.keys(files).sort()).toEqual(['admission-realm.json', 'admission-users-0.json']);
    for (const [name, text] of Object.entries(files)) {
      expect(deployed(name), name).toEqual(JSON.parse(text));
    }
  });

  const realm = deployed('admission-realm.json') as Record<string, unknown> & {
    clients: Record<string, unknown>[];
    roles: { realm: { name: string }[]; client: Record<string, { name: string }[]> };
  };
  const users = (deployed('admission-users-0.json') as { users: RealmUser[] }).users;

  it('holds the settings the portal depends on', () => {
    const options = resolveOptions();
    expect(realm).toMatchObject({
      realm: 'admission',
      enabled: true,
      accessTokenLifespan: 300,
      // The portal warns after 25 idle minutes and counts down 2: both inside the 30-minute SSO idle.
      ssoSessionIdleTimeout: 1800,
      ssoSessionMaxLifespan: options.ssoSessionMax,
      revokeRefreshToken: true,
      refreshTokenMaxReuse: 0,
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: DEFAULT_BRUTE_FORCE.failureFactor,
      quickLoginCheckMilliSeconds: DEFAULT_BRUTE_FORCE.quickLoginCheckMilliSeconds,
    });
    expect(realm.roles.realm.map((role) => role.name)).toEqual(
      expect.arrayContaining([...PORTAL_REALM_ROLES]),
    );
    const portal = realm.clients.find((client) => client.clientId === 'auth-service');
    expect(portal).toMatchObject({
      publicClient: true,
      directAccessGrantsEnabled: true,
      standardFlowEnabled: false,
    });
    expect(portal?.webOrigins).toEqual([expect.stringMatching(/^\$\{ADMISSION_PORTAL_ORIGIN:/)]);
    const authApi = realm.clients.find((client) => client.clientId === AUTH_API_CLIENT_ID);
    // The secret is resolved from the environment at import; no secret is written in the file.
    expect(authApi).toMatchObject({ serviceAccountsEnabled: true, secret: '${ADMISSION_AUTH_API_SECRET}' });
  });

  it('has every demo account with its id, password, roles and state', () => {
    for (const seed of SEED_USERS) {
      const user = users.find((candidate) => candidate.username === seed.username);
      expect(user, seed.username).toBeDefined();
      expect(user).toMatchObject({
        id: seed.id,
        email: seed.email,
        enabled: seed.enabled,
        emailVerified: seed.emailVerified,
        requiredActions: seed.requiredActions,
        credentials: [{ type: 'password', value: DEMO_PASSWORD, temporary: false }],
      });
      expect(user?.realmRoles).toEqual(expect.arrayContaining(seed.realmRoles));
    }
    expect(users.find((user) => user.username === 'compte.desactive@example.org')?.enabled).toBe(false);
    expect(
      users.find((user) => user.username === 'candidat.nonverifie@example.org')?.requiredActions,
    ).toEqual(['VERIFY_EMAIL']);
  });

  it('gives Keycloak’s own pages French in the portal’s words and typography', () => {
    const texts = (realm.localizationTexts as Record<string, Record<string, string>> | undefined)?.fr ?? {};
    // Keycloak 26.5.6's login theme says « courriel » in 50 messages and sets 209 in ASCII typography.
    expect(Object.keys(texts).length).toBeGreaterThan(200);
    const breaches = Object.entries(texts).filter(
      ([, text]) =>
        /courriel/i.test(text) ||
        text.includes("'") ||
        text.includes('...') ||
        / [:?!;]|[«] | [»]/.test(text) ||
        /(?:^|[^\u00a0]):(?!\/\/)/.test(text),
    );
    expect(breaches).toEqual([]);
    // Where a page says what the portal says, the same words as the portal's sign-in.
    expect(texts).toMatchObject(keycloakPortalWordsFr);
    expect(texts).toMatchObject({
      usernameOrEmail: 'E-mail',
      doForgotPassword: 'Mot de passe oublié\u202f?',
      invalidUserMessage: 'Identifiants incorrects. Veuillez réessayer.',
      emailVerifyTitle: 'Vérification de l’e-mail',
    });
  });
});
