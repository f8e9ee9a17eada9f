import { readConfig } from './env';

/** The portal's configuration, read once from the build environment (PORTAL_* keys, see .env.example). */
export const config = readConfig(import.meta.env);
