import { startSandbox } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 8080);
const sandbox = await startSandbox(port);
console.log(`Sandbox (identity provider + candidate-service) on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
