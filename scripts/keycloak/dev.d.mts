export { DEV_AUTH_API_SECRET } from '../../apps/sandbox/src/devSecret.mjs';
export declare const DEV_ADMIN: { readonly username: string; readonly password: string };
