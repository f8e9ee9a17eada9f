// The local Keycloak's development-only credentials, in one place: the runner (keycloak.mjs) starts
// Keycloak with them, and the e2e tests use them. The auth API client's secret is the sandbox's
// (apps/sandbox/src/devSecret.mjs: its Keycloak mode defaults to it, and the sandbox imports
// nothing from scripts/). A deployment sets its own (ADMISSION_AUTH_API_SECRET); these never leave
// loopback.
export { DEV_AUTH_API_SECRET } from '../../apps/sandbox/src/devSecret.mjs';

/** The temporary administrator of the master realm, development only. */
export const DEV_ADMIN = { username: 'kcadmin', password: 'kcadmin-dev-only' };
