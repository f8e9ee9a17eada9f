// The Keycloak realm the portal needs, as code: derived from the same seed and settings as the
// sandbox, so the realm files in deploy/keycloak/ cannot drift from what the sandbox imitates.
// `npm run keycloak:realm` writes them; apps/sandbox/test/realm.test.ts fails when they differ.
import { resolveOptions } from './config';
import { DEFAULT_BRUTE_FORCE } from './security';
import { DEMO_PASSWORD, SEED_CREATED_TIMESTAMP, SEED_USERS } from './seed';
import { keycloakMessagesFr } from './keycloakMessages';

/** The realm roles the portal reads (docs/behaviour.md, "Roles"). */
export const PORTAL_REALM_ROLES = [
  'candidate',
  'student',
  'admin',
  'pedagogy_admin',
  'quran_teacher',
  'majalis_teacher',
] as const;

const ROLE_DESCRIPTIONS: Record<string, string> = {
  candidate: 'Candidat\u00a0: voit et modifie ses candidatures',
  student: 'Étudiant admis\u00a0: espace étudiant',
  admin: 'Personnel\u00a0: examine toutes les listes',
  pedagogy_admin: 'Personnel\u00a0: liste de l’université',
  quran_teacher: 'Personnel\u00a0: liste de l’institut coranique',
  majalis_teacher: 'Personnel\u00a0: liste des Majalis',
};

/**
 * The confidential client the institution's auth API uses to drive users through Keycloak's admin
 * REST API (verify an e-mail, set a password, end sessions). Its secret comes from the environment
 * at import time (`ADMISSION_AUTH_API_SECRET`), never from this file.
 */
export const AUTH_API_CLIENT_ID = 'admission-auth-api';

/** Realm-file placeholders Keycloak resolves from the environment at import (`${NAME:default}`). */
const REALM_PLACEHOLDERS = {
  portalOrigins: 'ADMISSION_PORTAL_ORIGIN',
  authApiSecret: 'ADMISSION_AUTH_API_SECRET',
  dpopRequired: 'ADMISSION_DPOP_REQUIRED',
} as const;

function buildRealm() {
  const options = resolveOptions();
  const brute = DEFAULT_BRUTE_FORCE;
  const portalRoles = new Set<string>(PORTAL_REALM_ROLES);
  const otherRoles = [...new Set(SEED_USERS.flatMap((user) => user.realmRoles))].filter(
    (role) => !portalRoles.has(role),
  );
  const clientRoles = [...new Set(SEED_USERS.flatMap((user) => user.clientRoles[options.clientId] ?? []))];
  return {
    realm: options.realm,
    displayName: 'Admission en ligne',
    enabled: true,
    sslRequired: 'external',
    loginWithEmailAllowed: true,
    duplicateEmailsAllowed: false,
    registrationAllowed: false,
    resetPasswordAllowed: false,
    verifyEmail: false,
    internationalizationEnabled: true,
    supportedLocales: ['fr'],
    defaultLocale: 'fr',
    // Keycloak's own pages in the portal's words and typography (src/keycloakMessages.ts).
    localizationTexts: { fr: keycloakMessagesFr },
    // Token and session lifetimes: the sandbox's defaults, which the portal's 25-minute inactivity
    // warning (+2 minutes of countdown) fits inside.
    accessTokenLifespan: options.accessTokenLifespan,
    ssoSessionIdleTimeout: options.ssoSessionIdle,
    ssoSessionMaxLifespan: options.ssoSessionMax,
    // A refresh token is good for one use; its replay ends the session.
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    // Brute-force detection as the sandbox runs it (apps/sandbox/src/security.ts).
    bruteForceProtected: brute.enabled,
    permanentLockout: false,
    failureFactor: brute.failureFactor,
    waitIncrementSeconds: brute.waitIncrementSeconds,
    quickLoginCheckMilliSeconds: brute.quickLoginCheckMilliSeconds,
    minimumQuickLoginWaitSeconds: brute.minimumQuickLoginWaitSeconds,
    maxFailureWaitSeconds: brute.maxFailureWaitSeconds,
    maxDeltaTimeSeconds: brute.maxDeltaTimeSeconds,
    // The spec's password rules, enforced by Keycloak too.
    passwordPolicy: 'length(8) and upperCase(1) and lowerCase(1) and digits(1) and specialChars(1)',
    roles: {
      realm: [...PORTAL_REALM_ROLES, ...otherRoles].map((name) => ({
        name,
        description: ROLE_DESCRIPTIONS[name] ?? 'Rôle de l’établissement, hors du portail',
      })),
      client: {
        [options.clientId]: clientRoles.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] ?? '' })),
      },
    },
    clients: [
      {
        clientId: options.clientId,
        name: 'Portail Admission en ligne',
        enabled: true,
        protocol: 'openid-connect',
        publicClient: true,
        // The spec's login is the password grant (direct access grants), refreshed by the portal.
        directAccessGrantsEnabled: true,
        standardFlowEnabled: false,
        implicitFlowEnabled: false,
        serviceAccountsEnabled: false,
        frontchannelLogout: false,
        fullScopeAllowed: true,
        // CORS for the token and logout calls: the portal's origins, from the environment.
        webOrigins: [`\${${REALM_PLACEHOLDERS.portalOrigins}:http://127.0.0.1:5173}`],
        redirectUris: [],
        attributes: {
          'post.logout.redirect.uris': '-',
          // DPoP-bound tokens required (docs/behaviour.md, deviation 55), unless the environment says
          // otherwise (a portal built with PORTAL_DPOP off: scripts/start-keycloak.mjs).
          'dpop.bound.access.tokens': `\${${REALM_PLACEHOLDERS.dpopRequired}:true}`,
        },
      },
      {
        clientId: AUTH_API_CLIENT_ID,
        name: 'API d’authentification (vérification d’e-mail, mot de passe)',
        enabled: true,
        protocol: 'openid-connect',
        publicClient: false,
        clientAuthenticatorType: 'client-secret',
        secret: `\${${REALM_PLACEHOLDERS.authApiSecret}}`,
        serviceAccountsEnabled: true,
        directAccessGrantsEnabled: false,
        standardFlowEnabled: false,
        implicitFlowEnabled: false,
        redirectUris: [],
        webOrigins: [],
      },
    ],
    users: [
      {
        username: `service-account-${AUTH_API_CLIENT_ID}`,
        enabled: true,
        serviceAccountClientId: AUTH_API_CLIENT_ID,
        clientRoles: { 'realm-management': ['view-users', 'manage-users'] },
      },
    ],
  };
}

/** The demo accounts of the README, with the one demo password: for development and tests only. */
function buildDemoUsers() {
  const options = resolveOptions();
  return {
    realm: options.realm,
    users: SEED_USERS.map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: user.enabled,
      emailVerified: user.emailVerified,
      createdTimestamp: SEED_CREATED_TIMESTAMP,
      requiredActions: user.requiredActions,
      realmRoles: [`default-roles-${options.realm}`, ...user.realmRoles],
      ...(Object.keys(user.clientRoles).length ? { clientRoles: user.clientRoles } : {}),
      credentials: [{ type: 'password', value: DEMO_PASSWORD, temporary: false }],
    })),
  };
}

/** The realm files as written to deploy/keycloak/ (Keycloak's directory import layout). */
export function realmFiles(): Record<string, string> {
  const realm = resolveOptions().realm;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [`${realm}-realm.json`]: json(buildRealm()),
    [`${realm}-users-0.json`]: json(buildDemoUsers()),
  };
}
