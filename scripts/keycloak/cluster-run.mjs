#!/usr/bin/env node
// `npm run keycloak:cluster`: PostgreSQL, two Keycloak nodes in production mode and nginx in front,
// all on loopback (scripts/keycloak/cluster.mjs). Prints the URLs and how long each part took;
// Ctrl+C (or SIGTERM) stops everything and leaves nothing running.
//
// KEYCLOAK_CLUSTER_CONTROL_PORT (none by default): a control API on 127.0.0.1 for the tests that
// put the cluster through its faults (e2e/cluster/), which run in another process:
//   GET  /health/ready          200 once the cluster is ready (503 before)
//   GET  /state                 the nodes (URLs, logs, alive or not), PostgreSQL, nginx's log
//   POST /nodes/<n>/kill        SIGKILL to node n (0 or 1), as a crash; answers once it is gone
//   POST /nodes/<n>/restart     starts node n again; answers once it is ready
//   POST /postgres/stop|start   PostgreSQL's fast shutdown, or its start
//   POST /postgres/query        the body, one SQL statement, run in Keycloak's database; its rows
// Test machinery only: never set it beside anything but loopback tests.
import { createServer } from 'node:http';
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
  controlServer?.close();
  void cluster.stop().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

/** The control API (above): one request at a time is all the tests need. */
function control(port) {
  const answer = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://control').pathname}`;
    if (route === 'GET /health/ready') return answer(res, cluster ? 200 : 503, { ready: Boolean(cluster) });
    if (!cluster) return answer(res, 503, { error: 'the cluster is starting' });
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      const node = /^POST \/nodes\/(\d)\/(kill|restart)$/.exec(route);
      if (route === 'GET /state') {
        return answer(res, 200, {
          publicUrl: cluster.publicUrl,
          httpUrl: cluster.httpUrl,
          upstreamLog: cluster.nginx.upstreamLog,
          postgres: { port: cluster.postgres.port, running: cluster.postgres.running() },
          size: cluster.size,
          nodes: cluster.nodes.map((n) => ({
            name: n.name,
            url: n.url,
            httpPort: n.httpPort,
            managementUrl: n.managementUrl,
            logFile: n.logFile,
            alive: !n.exited(),
          })),
        });
      }
      if (node && Number(node[1]) < cluster.size) {
        const index = Number(node[1]);
        if (node[2] === 'kill') {
          await cluster.nodes[index].kill();
          return answer(res, 200, { killed: cluster.nodes[index].name });
        }
        const started = await cluster.restartNode(index);
        return answer(res, 200, { restarted: started.name, startMs: started.startMs });
      }
      if (route === 'POST /postgres/stop') {
        await cluster.postgres.stop();
        return answer(res, 200, { running: cluster.postgres.running() });
      }
      if (route === 'POST /postgres/start') {
        cluster.postgres.start();
        return answer(res, 200, { running: cluster.postgres.running() });
      }
      if (route === 'POST /postgres/query') {
        const rows = cluster.postgres.psql(body, cluster.postgres.database).trim();
        return answer(res, 200, { rows: rows ? rows.split('\n') : [] });
      }
      return answer(res, 404, { error: `no ${route}` });
    } catch (error) {
      return answer(res, 500, { error: String(error?.message ?? error) });
    }
  });
  server.listen(port, '127.0.0.1');
  return server;
}
const controlPort = process.env.KEYCLOAK_CLUSTER_CONTROL_PORT;
const controlServer = controlPort ? control(Number(controlPort)) : null;

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
    ...(cluster.httpUrl ? [`  through nginx, plain HTTP for loopback clients: ${cluster.httpUrl}`] : []),
    ...(controlServer ? [`  control API: http://127.0.0.1:${controlPort}/state`] : []),
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
