// A group's portal in the e2e run (scripts/e2e-servers.mjs): the shared build (scripts/e2e-build.mjs)
// served as deploy/ serves it (precompressed files, SPA fallback, prerendered public pages), with
// /api/ and /realms/ forwarded to the group's own sandbox on the same origin.
//   node scripts/e2e-portal.mjs <build folder> <port> <sandbox URL>
import { serveBuild } from './bench/server.mjs';

const [dir, port, apiTarget] = process.argv.slice(2);
if (!dir || !port || !apiTarget) {
  console.error('usage: node scripts/e2e-portal.mjs <build folder> <port> <sandbox URL>');
  process.exit(2);
}
const server = await serveBuild(dir, { apiTarget, port: Number(port) });
console.log(`e2e portal: ${dir} on ${server.url}, API and identity provider at ${apiTarget}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void server.close().then(() => process.exit(0)));
