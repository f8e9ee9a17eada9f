// The Keycloak cluster on loopback: PostgreSQL (scripts/postgres/postgres.mjs), two production
// nodes (scripts/keycloak/production.mjs) that find each other through the database (jdbc-ping)
// and keep user sessions there (Keycloak 26's persistent sessions), and Debian's nginx in front,
// balancing them, unprivileged as scripts/nginx/run.mjs runs it.
//
// Env: KEYCLOAK_CLUSTER_NGINX_PORT (HTTPS, 39443), KEYCLOAK_CLUSTER_PORTS (the nodes' HTTP ports,
// `39180,39181`; management = HTTP + 100, cluster = HTTP + 10), POSTGRES_PORT (39432), NGINX_BIN.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../postgres/postgres.mjs';
import { answers } from './keycloak.mjs';
import { ensureProductionBuild, startNode } from './production.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NOBODY = 65534;

/** The ports of the cluster: each node's HTTP, management and cluster (JGroups) port. */
export function clusterPorts(env = process.env) {
  const http = (env.KEYCLOAK_CLUSTER_PORTS ?? '39180,39181').split(',').map(Number);
  return {
    nginx: Number(env.KEYCLOAK_CLUSTER_NGINX_PORT ?? 39443),
    postgres: Number(env.POSTGRES_PORT ?? 39432),
    nodes: http.map((port, index) => ({
      name: `kc${index + 1}`,
      httpPort: port,
      managementPort: port + 100,
      clusterPort: port + 10,
    })),
  };
}

function chownTree(path) {
  chownSync(path, NOBODY, NOBODY);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry));
}

/**
 * nginx on 127.0.0.1:`port` (TLS, a certificate made now) in front of the nodes: the realm's
 * paths round-robin over both; a node that refuses the connection or times out is skipped for
 * the next one (proxy_next_upstream), which is how a killed node goes unnoticed by a client.
 * Its upstream.log has one line per request with the node that answered.
 */
export async function startNginx({
  port,
  nodes,
  prefix,
  nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx',
}) {
  if (!existsSync(nginx)) throw new Error(`${nginx} missing: apt-get install -y nginx (as .ci/run does)`);
  rmSync(prefix, { recursive: true, force: true });
  const conf = join(prefix, 'conf');
  mkdirSync(conf, { recursive: true });
  for (const dir of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, dir));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(conf, 'privkey.pem'),
      '-out',
      join(conf, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const proxy = `
            proxy_pass http://identity_provider;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Real-IP $remote_addr;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $http_host;
            # A node that is down (refused, or no connection within 2 s): the next one. A request
            # already sent is never sent twice (nginx does not repeat a POST once it reached a node).
            proxy_connect_timeout 2s;
            proxy_next_upstream error timeout;
            proxy_next_upstream_tries 2;`;
  writeFileSync(
    join(conf, 'nginx.conf'),
    `# The Keycloak cluster's nginx: everything under ${prefix}.
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    log_format cluster '$request_method $request_uri $status upstream=$upstream_addr upstream_status=$upstream_status';
    access_log ${prefix}/logs/upstream.log cluster;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream identity_provider {
${nodes.map((node) => `        server 127.0.0.1:${node.httpPort} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${port} ssl;
        ssl_certificate ${conf}/fullchain.pem;
        ssl_certificate_key ${conf}/privkey.pem;
        location /realms/ {${proxy}
        }
        location = /nginx-health { return 200 "ok\\n"; }
    }
}
`,
  );
  const options = { stdio: ['ignore', 'ignore', 'inherit'], detached: true };
  if (process.getuid?.() === 0) {
    chownTree(prefix);
    Object.assign(options, { uid: NOBODY, gid: NOBODY });
  }
  const args = ['-p', prefix, '-e', `${prefix}/logs/error.log`, '-c', join(conf, 'nginx.conf')];
  execFileSync(nginx, [...args, '-t', '-q'], options);
  const child = spawn(nginx, args, options);
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `https://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await answersTls(`${url}/nginx-health`))) {
    if (exited) throw new Error(`nginx exited; its log: ${prefix}/logs/error.log`);
    if (Date.now() - started > 60_000) throw new Error('nginx did not answer within 60 s');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    prefix,
    upstreamLog: join(prefix, 'logs/upstream.log'),
    stop: () =>
      new Promise((done) => {
        if (exited) return done();
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}

/** Whether an HTTPS URL of our own self-signed nginx answers 2xx. */
async function answersTls(url) {
  const { request } = await import('node:https');
  return new Promise((done) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      done(res.statusCode >= 200 && res.statusCode < 300);
    });
    req.on('error', () => done(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * Starts the whole cluster and resolves once nginx, PostgreSQL and both nodes answer, and the
 * realm is served by each node. The first node imports the realm; the other starts beside it and
 * finds the realm in the database. `stop()` stops everything, in reverse order; aborting `signal`
 * while it starts stops what started and rejects.
 */
export async function startCluster({
  env = process.env,
  log = console.log,
  output = 'ignore',
  signal = undefined,
} = {}) {
  const ports = clusterPorts(env);
  const publicUrl = `https://127.0.0.1:${ports.nginx}`;
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops.length = 0;
  };
  try {
    ensureProductionBuild(env, log);
    const postgres = startPostgres({ env, port: ports.postgres, log });
    stops.push(() => postgres.stop());
    const nginx = await startNginx({
      port: ports.nginx,
      nodes: ports.nodes,
      prefix: join(repo, 'test-results', `keycloak-cluster-nginx-${ports.nginx}`),
    });
    stops.push(() => nginx.stop());
    const nodes = [];
    const start = (spec, importRealm) =>
      startNode({ env, ...spec, postgres, publicUrl, importRealm, log, output, signal }).then((node) => {
        stops.push(() => node.stop());
        log?.(`Keycloak ${node.name} ready on ${node.url} in ${(node.startMs / 1000).toFixed(1)} s`);
        return node;
      });
    // Started together: the first imports the realm (under Keycloak's database lock), the second
    // migrates nothing and imports nothing, and waits for the realm below.
    const started = await Promise.allSettled(ports.nodes.map((spec, index) => start(spec, index === 0)));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const result of started) nodes.push(result.value);
    for (const node of nodes) {
      const discovery = `${node.realmUrl}/.well-known/openid-configuration`;
      const since = Date.now();
      while (!(await answers(discovery))) {
        if (signal?.aborted) throw new Error('stopped before the cluster was ready');
        if (Date.now() - since > 120_000) throw new Error(`${node.name} does not serve the realm`);
        await new Promise((wait) => setTimeout(wait, 500));
      }
    }
    const cluster = {
      publicUrl,
      realmUrl: `${publicUrl}/realms/admission`,
      postgres,
      nginx,
      nodes,
      /** Starts node `index` again (after a kill or a stop), as the same member of the cluster. */
      async restartNode(index) {
        const node = await startNode({ env, ...ports.nodes[index], postgres, publicUrl, log, output });
        stops.push(() => node.stop());
        nodes[index] = node;
        return node;
      },
      stop: stopAll,
    };
    return cluster;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
