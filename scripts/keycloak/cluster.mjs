// The Keycloak cluster on loopback: PostgreSQL (scripts/postgres/postgres.mjs), two production
// nodes (scripts/keycloak/production.mjs) that find each other through the database (jdbc-ping)
// and keep user sessions there (Keycloak 26's persistent sessions), and Debian's nginx in front,
// balancing them, unprivileged as scripts/nginx/run.mjs runs it.
//
// Env: KEYCLOAK_CLUSTER_NGINX_PORT (HTTPS, 29443), KEYCLOAK_CLUSTER_PORTS (the nodes' HTTP ports,
// `29180,29181`; management = HTTP + 100, cluster = HTTP + 10), POSTGRES_PORT (29432), NGINX_BIN,
// KEYCLOAK_CLUSTER_HTTP_PORT (none by default: a plain HTTP listener of nginx for loopback clients,
// the e2e tests', which then reach the cluster under two URLs; the nodes then take their hostname
// from each request's forwarded headers instead of a fixed one).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../postgres/postgres.mjs';
import { answers } from './keycloak.mjs';
import { ensureProductionBuild, startNode } from './production.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NOBODY = 65534;

/**
 * The ports of the cluster: each node's HTTP, management and cluster (JGroups) port. The defaults
 * stay below Linux's ephemeral range (32768 and up): a port there may already be the local end of
 * some outgoing connection (a database pool's, an `npm ci`'s), and a node then dies at its start on
 * « Address already in use ».
 */
export function clusterPorts(env = process.env) {
  const http = (env.KEYCLOAK_CLUSTER_PORTS ?? '29180,29181').split(',').map(Number);
  return {
    nginx: Number(env.KEYCLOAK_CLUSTER_NGINX_PORT ?? 29443),
    http: env.KEYCLOAK_CLUSTER_HTTP_PORT ? Number(env.KEYCLOAK_CLUSTER_HTTP_PORT) : null,
    postgres: Number(env.POSTGRES_PORT ?? 29432),
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
 * When no node can answer (all down, or the database gone: Keycloak then answers 500), the realm's
 * protocol endpoints answer 503 with `Retry-After`, which the portal shows as « Forte affluence »
 * and retries. `httpPort`: a plain HTTP listener too, for loopback clients only (every path, the
 * admin API included; the forwarded headers of a proxy in front, such as deploy/nginx.conf in the
 * e2e tests, are passed on). Its upstream.log has one line per request with the node that answered.
 */
export async function startNginx({
  port,
  httpPort = null,
  portalOrigin = process.env.ADMISSION_PORTAL_ORIGIN ?? `https://127.0.0.1:${port}`,
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
            proxy_set_header X-Forwarded-Proto $forwarded_proto;
            proxy_set_header X-Forwarded-Host $forwarded_host;
            # A node that is down (refused, or no connection within 2 s): the next one. A request
            # already sent is never sent twice (nginx does not repeat a POST once it reached a node).
            proxy_connect_timeout 2s;
            proxy_next_upstream error timeout;
            proxy_next_upstream_tries 2;`;
  // The realm's endpoints (token, userinfo, logout, revoke...): a server failure is « come back
  // in 10 s », in the OAuth error form, never Keycloak's 500 page or nginx's 502.
  const protocol = `
        location /realms/admission/protocol/ {${proxy}
            proxy_intercept_errors on;
            error_page 500 502 503 504 = @unavailable;
        }
        location @unavailable {
            default_type application/json;
            add_header Retry-After 10 always;
            add_header Cache-Control no-store always;
            # nginx's own answer, read by the portal's origin as Keycloak's would be (CORS), with
            # its Retry-After (a portal on the page's origin, as deploy/nginx.conf serves it, needs
            # neither).
            add_header Access-Control-Allow-Origin $portal_origin always;
            add_header Access-Control-Expose-Headers Retry-After always;
            return 503 '{"error":"temporarily_unavailable","error_description":"The identity provider cannot answer now; try again later."}';
        }`;
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
    # The forwarded headers: what this nginx saw, unless a proxy in front of it (loopback only)
    # already said what its client used.
    map $http_x_forwarded_proto $forwarded_proto {
        "" $scheme;
        default $http_x_forwarded_proto;
    }
    map $http_x_forwarded_host $forwarded_host {
        "" $http_host;
        default $http_x_forwarded_host;
    }
    # The realm's web origin (ADMISSION_PORTAL_ORIGIN), the one origin nginx's own answers are for.
    map $http_origin $portal_origin {
        "${portalOrigin}" $http_origin;
        default "";
    }
    upstream identity_provider {
${nodes.map((node) => `        server 127.0.0.1:${node.httpPort} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${port} ssl;
        ssl_certificate ${conf}/fullchain.pem;
        ssl_certificate_key ${conf}/privkey.pem;
        location /realms/ {${proxy}
        }${protocol}
        location = /nginx-health { return 200 "ok\\n"; }
    }${
      httpPort
        ? `
    server {
        listen 127.0.0.1:${httpPort};
        location / {${proxy}
        }${protocol}
        location = /nginx-health { return 200 "ok\\n"; }
    }`
        : ''
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
    httpUrl: httpPort ? `http://127.0.0.1:${httpPort}` : null,
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
 * Resolves once the first node has made Liquibase's tables (its changelog has a first row: the
 * table two nodes raced to create is there; the rest of the schema is made under the database
 * lock, which the other nodes wait for), or once `first` (that node) settles.
 */
async function schemaMade(postgres, first, signal) {
  let settled = false;
  first.then(
    () => (settled = true),
    () => (settled = true),
  );
  const sql =
    "SELECT to_regclass('public.databasechangeloglock') IS NOT NULL AND to_regclass('public.databasechangelog') IS NOT NULL";
  while (!settled && !signal?.aborted) {
    if (postgres.psql(sql, postgres.database).trim() === 't') {
      const rows = postgres.psql('SELECT count(*) FROM databasechangelog', postgres.database).trim();
      if (Number(rows) > 0) return;
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
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
      httpPort: ports.http,
      portalOrigin: env.ADMISSION_PORTAL_ORIGIN,
      nodes: ports.nodes,
      prefix: join(repo, 'test-results', `keycloak-cluster-nginx-${ports.nginx}`),
    });
    stops.push(() => nginx.stop());
    const nodes = [];
    const dynamicHostname = ports.http !== null;
    const start = (spec, importRealm) =>
      startNode({
        env,
        ...spec,
        postgres,
        publicUrl,
        dynamicHostname,
        importRealm,
        log,
        output,
        signal,
      }).then((node) => {
        stops.push(() => node.stop());
        log?.(`Keycloak ${node.name} ready on ${node.url} in ${(node.startMs / 1000).toFixed(1)} s`);
        return node;
      });
    // The first node makes the schema of an empty database; the others start once it is there.
    // Started at once on an empty database, two nodes both create Liquibase's changelog table
    // before either holds Keycloak's database lock, and the second dies on a duplicate key.
    // Then the first imports the realm (under that lock); the others import nothing and wait for
    // the realm below.
    const first = start(ports.nodes[0], true);
    first.catch(() => {});
    await schemaMade(postgres, first, signal);
    const started = await Promise.allSettled([
      first,
      ...ports.nodes.slice(1).map((spec) => start(spec, false)),
    ]);
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
      /** The loopback HTTP URL (KEYCLOAK_CLUSTER_HTTP_PORT), or null. */
      httpUrl: nginx.httpUrl,
      realmUrl: `${publicUrl}/realms/admission`,
      postgres,
      nginx,
      nodes,
      /** How many nodes the cluster has. */
      size: ports.nodes.length,
      /** Starts node `index` again (after a kill or a stop), as the same member of the cluster. */
      async restartNode(index) {
        const node = await startNode({
          env,
          ...ports.nodes[index],
          postgres,
          publicUrl,
          dynamicHostname,
          log,
          output,
        });
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
