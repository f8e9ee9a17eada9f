#!/usr/bin/env node
// `npm run keycloak`: the real Keycloak alone, on loopback, with the realm of deploy/keycloak/.
// Prints its URL and how long it took to start; Ctrl+C (or SIGTERM) stops it and leaves nothing running.
import { DEV_ADMIN, KEYCLOAK_REALM, KEYCLOAK_VERSION, startKeycloak } from './keycloak.mjs';

// Ctrl+C while Keycloak is still starting stops it too (startKeycloak's signal).
const starting = new AbortController();
const stopStarting = () => starting.abort();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stopStarting);
let keycloak;
try {
  keycloak = await startKeycloak({
    output: process.env.KEYCLOAK_LOG === 'console' ? 'inherit' : 'ignore',
    signal: starting.signal,
  });
} catch (error) {
  console.error(
    starting.signal.aborted ? 'Keycloak: stopped before it was ready.' : String(error.message ?? error),
  );
  process.exit(starting.signal.aborted ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, stopStarting);
console.log(
  [
    '',
    `  Keycloak ${KEYCLOAK_VERSION} is ready on ${keycloak.url} (started in ${(keycloak.startMs / 1000).toFixed(1)} s)`,
    `  realm ${KEYCLOAK_REALM}: ${keycloak.realmUrl}/.well-known/openid-configuration`,
    `  admin console: ${keycloak.url}/admin/ (${DEV_ADMIN.username} / ${DEV_ADMIN.password}, development only)`,
    `  log: ${keycloak.logFile}`,
    '  Ctrl+C stops it.',
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void keycloak.stop().then(() => process.exit(0));
  });
}
keycloak.child.on('exit', (code) => {
  if (!stopping) {
    console.error(`Keycloak stopped by itself (${code}); its log: ${keycloak.logFile}`);
    process.exit(1);
  }
});
