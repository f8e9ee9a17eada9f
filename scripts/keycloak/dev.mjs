// The local Keycloak's development-only credentials, in one place: the runner (keycloak.mjs) starts
// Keycloak with them, and the sandbox's Keycloak mode (apps/sandbox/src/config.ts) and the e2e tests
// use them. A deployment sets its own (ADMISSION_AUTH_API_SECRET); these never leave loopback.

/** The secret of the auth API's client `admission-auth-api` in development and tests. */
export const DEV_AUTH_API_SECRET = 'dev-only-auth-api-secret-not-for-production';
/** The temporary administrator of the master realm, development only. */
export const DEV_ADMIN = { username: 'kcadmin', password: 'kcadmin-dev-only' };
