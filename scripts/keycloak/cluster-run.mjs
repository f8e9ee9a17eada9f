#!/usr/bin/env node
// `npm run keycloak:cluster`: PostgreSQL, two Keycloak nodes in production mode and nginx in front,
// all on loopback (scripts/keycloak/cluster.mjs). Prints the URLs and how long each part took;
// Ctrl+C (or SIGTERM) stops everything and leaves nothing running.
import { startCluster } from './cluster.mjs';

let stopping = false;
let cluster;
const starting = new AbortController();
const started = Date.now();
const onSignal = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster...');
  // While starting: startCluster stops what it started, then rejects (below).
  if (!cluster) return starting.abort();
  void cluster.stop().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

try {
  cluster = await startCluster({
    output: process.env.KEYCLOAK_LOG === 'console' ? 'inherit' : 'ignore',
    signal: starting.signal,
  });
} catch (error) {
  if (!starting.signal.aborted) console.error(String(error?.message ?? error));
  process.exit(starting.signal.aborted ? 0 : 1);
}
console.log(
  [
    '',
    `  Keycloak cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  through nginx: ${cluster.realmUrl}/.well-known/openid-configuration (self-signed certificate)`,
    ...cluster.nodes.map(
      (node) =>
        `  ${node.name}: ${node.url} (health ${node.managementUrl}/health/ready, metrics ${node.managementUrl}/metrics, cluster port ${node.clusterPort}), log ${node.logFile}`,
    ),
    `  PostgreSQL: 127.0.0.1:${cluster.postgres.port}, database ${cluster.postgres.database}`,
    `  nginx's log of which node answered: ${cluster.nginx.upstreamLog}`,
    '  Ctrl+C stops everything.',
    '',
  ].join('\n'),
);
