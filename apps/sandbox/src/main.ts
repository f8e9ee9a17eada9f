import { optionsFromEnv, resolveOptions } from './config';
import { DEMO_PASSWORD, SEED_USERS } from './seed';
import { startSandbox } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 8080);
const options = optionsFromEnv();
const sandbox = await startSandbox(port, options);
const resolved = resolveOptions(options);

const rows = [
  ['account', 'roles', 'shows'],
  ...SEED_USERS.map((user) => [user.email, user.realmRoles.join(', '), user.shows]),
];
const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
const table = rows.map((row) =>
  row
    .map((cell, column) => cell.padEnd(widths[column] ?? 0))
    .join('  ')
    .trimEnd(),
);
const { keycloak } = resolved;
if (keycloak) {
  console.log(`Sandbox (candidate-service + auth API; identity: Keycloak) on ${sandbox.url}`);
  console.log(
    `  trusts the tokens of ${keycloak.url}/realms/${keycloak.realm} issued to ${resolved.clientId}`,
  );
  console.log(`  auth API drives Keycloak's users as ${keycloak.adminClientId} (admin REST API)`);
} else {
  console.log(`Sandbox (identity provider + candidate-service) on ${sandbox.url}`);
  console.log(
    `  realm ${resolved.realm}, client ${resolved.clientId} (${resolved.clientSecret ? 'confidential' : 'public'})`,
  );
  console.log(`  discovery ${sandbox.url}/realms/${resolved.realm}/.well-known/openid-configuration`);
}
if (resolved.devRoutes) {
  console.log(`  mail outbox ${sandbox.url}/_outbox   portal ${resolved.portalUrl}`);
} else {
  const hint =
    keycloak && options.devRoutes === true
      ? 'SANDBOX_DEV_ROUTES=1 does not open them in Keycloak mode, SANDBOX_DEV_ROUTES=keycloak does'
      : 'SANDBOX_DEV_ROUTES=1 opens them';
  console.log(
    `  no mail outbox nor test controls (/_outbox, /_sandbox/*): ${hint}   portal ${resolved.portalUrl}`,
  );
}
if (resolved.trustedProxies.length > 0) {
  console.log(`  X-Real-IP / X-Forwarded-For believed from ${resolved.trustedProxies.join(', ')} only`);
}
console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}${keycloak ? ', at Keycloak' : ''}):`);
console.log(table.map((line) => `  ${line}`).join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
