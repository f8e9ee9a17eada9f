// `npm run start:keycloak`: `npm start` with the real Keycloak for identity. Three processes: Keycloak
// 26.5.6 (scripts/keycloak/, KEYCLOAK_PORT, default 8180) allowing the portal's origin; the sandbox
// in Keycloak mode (candidate-service and the auth API only, trusting Keycloak's tokens and driving
// its users); the portal (Vite dev) signing in at Keycloak. Prints where to go once all three
// answer; Ctrl+C stops all three, Keycloak included (it runs in its own process group).
import concurrently from 'concurrently';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { answers, DEV_ADMIN, KEYCLOAK_REALM, KEYCLOAK_VERSION, startKeycloak } from './keycloak/keycloak.mjs';
import { keycloakStartEnv } from './start-env.mjs';

const portalDir = fileURLToPath(new URL('../apps/portal', import.meta.url));
const {
  portalPort,
  portalUrl,
  portalOrigin,
  sandboxUrl,
  sandboxEnv,
  portalEnv,
  keycloakPort,
  keycloakManagementPort,
  keycloakUrl,
} = keycloakStartEnv(process.env, loadEnv('development', portalDir, 'PORTAL_'));

let stopping = false;
/** Resolves to the running Keycloak, or undefined when it did not start (or was stopped first). */
let keycloakStarted = Promise.resolve(undefined);
const aborted = new AbortController();

const { result, commands } = concurrently(
  [
    { command: 'npm run --silent sandbox', name: 'sandbox', prefixColor: 'blue', env: sandboxEnv },
    {
      command: `npm run --silent dev -w @admission/portal -- --port ${portalPort}`,
      name: 'portal',
      prefixColor: 'green',
      env: portalEnv,
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);

/** Stops all three and exits once they are gone (the sandbox's and the portal's process trees too). */
async function shutdown(code, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  aborted.abort();
  commands.forEach((command) => command.kill(signal));
  await Promise.all([result.catch(() => undefined), keycloakStarted.then((keycloak) => keycloak?.stop())]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void shutdown(0, signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

// The sandbox or the portal stopped (concurrently then stops the other): Keycloak goes too.
result.then(
  () => shutdown(0),
  () => shutdown(1),
);

console.log(
  `Keycloak ${KEYCLOAK_VERSION}: starting on ${keycloakUrl} (about 30 s; fetched by Maven the first time)…`,
);
keycloakStarted = startKeycloak({
  port: keycloakPort,
  managementPort: keycloakManagementPort,
  portalOrigins: portalOrigin,
  // The realm requires DPoP for the portal's client unless the portal was built without it.
  dpopRequired: /^(on|1|true)$/i.test(portalEnv.PORTAL_DPOP) ? 'true' : 'false',
  output: process.env.KEYCLOAK_LOG === 'console' ? 'inherit' : 'ignore',
  signal: aborted.signal,
}).then(
  (started) => {
    started.child.on('exit', (code) => {
      if (stopping) return;
      console.error(`Keycloak stopped by itself (${code}); its log: ${started.logFile}`);
      void shutdown(1);
    });
    return started;
  },
  (error) => {
    if (!stopping) {
      console.error(`Keycloak did not start: ${error.message}`);
      void shutdown(1);
    }
    return undefined;
  },
);

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const [ready, sandboxUp, portalUp] = await Promise.all([
  keycloakStarted,
  waitFor(`${sandboxUrl}/health`),
  waitFor(portalUrl),
]);
if (ready && sandboxUp && portalUp && !stopping) {
  console.log(
    [
      '',
      '  Admission en ligne est prêt, avec le vrai Keycloak.',
      `  Portail\u00a0: ${portalUrl}/connexion`,
      `  Keycloak ${KEYCLOAK_VERSION}\u00a0: ${ready.url} (démarré en ${(ready.startMs / 1000).toFixed(1)} s), realm ${KEYCLOAK_REALM}`,
      `    console d’administration\u00a0: ${ready.url}/admin/ (${DEV_ADMIN.username} / ${DEV_ADMIN.password}, développement seulement)`,
      `  Sandbox (candidate-service, API d’authentification, boîte mail)\u00a0: ${sandboxUrl}  ·  e-mails\u00a0: ${sandboxUrl}/_outbox`,
      '  Comptes de démonstration (mot de passe Admission#2025)\u00a0: candidat.soumis@example.org,',
      '  candidat.unique@example.org, candidat.accepte@example.org, admin@example.org… (liste complète\u00a0: README).',
      '  Chaque démarrage repart des fichiers du realm (deploy/keycloak/). Ctrl+C arrête tout, Keycloak compris.',
      '',
    ].join('\n'),
  );
}
