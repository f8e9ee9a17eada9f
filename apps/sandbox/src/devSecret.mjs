// The development secret of the realm's confidential client `admission-auth-api` (realm.ts), with
// which the auth API drives Keycloak's users. The sandbox owns it as it owns the realm's other facts:
// its Keycloak mode uses it when SANDBOX_KEYCLOAK_ADMIN_CLIENT_SECRET is unset, and the local
// Keycloak is started with it (scripts/keycloak/dev.mjs re-exports it). Plain JavaScript so those
// scripts, run by plain Node, can import it. A deployment sets its own (ADMISSION_AUTH_API_SECRET);
// this one never leaves loopback.

/** The secret of the auth API's client `admission-auth-api` in development and tests. */
export const DEV_AUTH_API_SECRET = 'dev-only-auth-api-secret-not-for-production';
