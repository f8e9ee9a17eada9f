// `npm start`: the sandbox and the portal together, one command; prints where to go once both answer.
// PORTAL_PORT (default 5173) and SANDBOX_PORT (default 8080) move them; each learns where the other is.
import concurrently from 'concurrently';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { startEnv } from './start-env.mjs';

const portalDir = fileURLToPath(new URL('../apps/portal', import.meta.url));
const { portalPort, portalUrl, sandboxUrl, sandboxEnv, portalEnv } = startEnv(
  process.env,
  loadEnv('development', portalDir, 'PORTAL_'),
);

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

async function answers(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForBoth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await answers(`${sandboxUrl}/health`)) && (await answers(portalUrl))) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (await waitForBoth()) {
  console.log(
    [
      '',
      '  Admission en ligne est prêt.',
      `  Portail : ${portalUrl}/connexion`,
      `  Sandbox (identité, candidate-service, boîte mail) : ${sandboxUrl}  ·  e-mails : ${sandboxUrl}/_outbox`,
      '  Comptes de démonstration (mot de passe Admission#2025) : candidat.soumis@example.org,',
      '  candidat.unique@example.org, candidat.accepte@example.org, admin@example.org ... (liste complète : README).',
      '  Ctrl+C arrête tout.',
      '',
    ].join('\n'),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => commands.forEach((command) => command.kill(signal)));
}

await result.catch(() => {
  process.exitCode = 1;
});
