// `npm start`: the sandbox and the portal together, one command; prints where to go once both answer.
import concurrently from 'concurrently';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080);
const portalPort = 5173;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const portalUrl = `http://127.0.0.1:${portalPort}`;

const { result, commands } = concurrently(
  [
    { command: 'npm run --silent sandbox', name: 'sandbox', prefixColor: 'blue' },
    { command: 'npm run --silent dev -w @admission/portal', name: 'portal', prefixColor: 'green' },
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
