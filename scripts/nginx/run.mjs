#!/usr/bin/env node
// Runs deploy/nginx.conf with Debian's nginx for the e2e project `nginx`: an unprivileged process on
// loopback high ports, with its own prefix and temp folders, a certificate made now with openssl,
// and the upstreams pointed at the sandbox. Only addresses, ports and paths change; every change
// must find its line, so the test breaks when the production file changes shape.
//
// Env: E2E_NGINX_PORT (HTTPS), E2E_NGINX_HTTP_PORT (the redirect), E2E_NGINX_CSP_SINK_PORT, E2E_SANDBOX_PORT,
// E2E_NGINX_IDENTITY_UPSTREAM (host:port of the identity provider; the sandbox by default, Keycloak or
// a recorder in front of it for e2e/keycloak/proxy.spec.ts), E2E_NGINX_ROOT (the built portal),
// E2E_NGINX_PREFIX (its folder; recreated), NGINX_BIN.
//
// Beside nginx's own access log, logs/upstream.log has one line per request for the tests: the
// request line as sent, the status, the upstream reached (`-`: none) and the rate limit's verdict
// (`-`: no limit applied; PASSED or REJECTED: counted against it).
import { execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const httpsPort = Number(env.E2E_NGINX_PORT ?? 18443);
const httpPort = Number(env.E2E_NGINX_HTTP_PORT ?? httpsPort + 1);
const cspSinkPort = Number(env.E2E_NGINX_CSP_SINK_PORT ?? httpsPort + 2);
const sandboxPort = Number(env.E2E_SANDBOX_PORT ?? 18080);
const root = resolve(env.E2E_NGINX_ROOT ?? join(repo, 'apps/portal/dist'));
const prefix = resolve(env.E2E_NGINX_PREFIX ?? join(repo, 'test-results', `nginx-${httpsPort}`));
const nginx = env.NGINX_BIN ?? '/usr/sbin/nginx';
const cspInclude = `${root}.csp.conf`;

if (!existsSync(nginx)) throw new Error(`${nginx} missing: apt-get install -y nginx (as .ci/run does)`);
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
if (!existsSync(NJS_MODULE))
  throw new Error('njs missing: apt-get install -y libnginx-mod-http-js (as .ci/run does)');
if (!existsSync(cspInclude)) throw new Error(`${cspInclude} missing: build the portal first`);

rmSync(prefix, { recursive: true, force: true });
mkdirSync(join(prefix, 'conf'), { recursive: true });
for (const dir of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));

// A certificate for 127.0.0.1, made for this run only.
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
    join(prefix, 'conf/privkey.pem'),
    '-out',
    join(prefix, 'conf/fullchain.pem'),
  ],
  { stdio: 'ignore' },
);

/** Replaces each `from` (which must occur) in `text`. */
function rewrite(name, text, pairs) {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`${name}: "${from}" not found; update scripts/nginx/run.mjs`);
    out = out.split(from).join(to);
  }
  return out;
}

const conf = join(prefix, 'conf');
const sandbox = `127.0.0.1:${sandboxPort}`;
const identity = env.E2E_NGINX_IDENTITY_UPSTREAM ?? sandbox;
const site = rewrite('deploy/nginx.conf', readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8'), [
  ['listen 80;', `listen 127.0.0.1:${httpPort};`],
  ['    listen [::]:80;\n', ''],
  ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
  ['    listen [::]:443 ssl http2;\n', ''],
  [
    'return 301 https://admission.example.edu$request_uri;',
    `return 301 https://127.0.0.1:${httpsPort}$request_uri;`,
  ],
  ['listen 127.0.0.1:8083;', `listen 127.0.0.1:${cspSinkPort};`],
  ['proxy_pass http://127.0.0.1:8083;', `proxy_pass http://127.0.0.1:${cspSinkPort};`],
  ['/etc/ssl/admission/', `${conf}/`],
  ['root /srv/admission/portal;', `root ${root};`],
  ['/etc/nginx/admission/security-headers.conf', `${conf}/security-headers.conf`],
  ['/etc/nginx/admission/token-grant.js', `${conf}/token-grant.js`],
  ['server 127.0.0.1:8081;', `server ${sandbox};`],
  ['server 127.0.0.1:8082;', `server ${identity};`],
  ['/var/log/nginx/admission-csp-report.log', `${prefix}/logs/csp-report.log`],
  // Debian's nginx has no ngx_brotli unless libnginx-mod-http-brotli-static is installed.
  ['    brotli_static on;\n', ''],
]);
writeFileSync(join(conf, 'admission.conf'), site);
writeFileSync(
  join(conf, 'security-headers.conf'),
  rewrite('deploy/security-headers.conf', readFileSync(join(repo, 'deploy/security-headers.conf'), 'utf8'), [
    ['/etc/nginx/admission/csp.conf', `${conf}/csp.conf`],
  ]),
);
cpSync(cspInclude, join(conf, 'csp.conf'));
cpSync(join(repo, 'deploy/token-grant.js'), join(conf, 'token-grant.js'));
writeFileSync(
  join(conf, 'nginx.conf'),
  `# The e2e wrapper: everything under ${prefix}.
# njs for deploy/token-grant.js, from Debian's libnginx-mod-http-js (its modules-enabled line is
# relative to /usr/share/nginx, not to this prefix).
load_module ${NJS_MODULE};
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/logs/access.log;
    log_format e2e_upstream '$request_method $request_uri $status upstream=$upstream_addr limit=$limit_req_status';
    access_log ${prefix}/logs/upstream.log e2e_upstream;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${conf}/admission.conf;
}
`,
);

// Never as root: under root (CI containers), the whole of nginx runs as `nobody`.
const spawnOptions = { stdio: 'inherit' };
if (process.getuid?.() === 0) {
  const owner = (path) => {
    chownSync(path, 65534, 65534);
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) owner(join(path, entry.name));
      else chownSync(join(path, entry.name), 65534, 65534);
    }
  };
  owner(prefix);
  Object.assign(spawnOptions, { uid: 65534, gid: 65534 });
}
const args = ['-p', prefix, '-e', `${prefix}/logs/error.log`, '-c', join(conf, 'nginx.conf')];
execFileSync(nginx, [...args, '-t', '-q'], spawnOptions);
const child = spawn(nginx, args, spawnOptions);
console.log(`nginx on https://127.0.0.1:${httpsPort} (redirect on ${httpPort}), prefix ${prefix}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code) => process.exit(code ?? 0));
