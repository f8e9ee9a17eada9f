// Keycloak in production mode (deploy/keycloak/keycloak.conf): `kc.sh build` once into its own copy
// of the distribution (the dev-mode copies of keycloak.mjs stay as they are: a build changes the
// installation), then one copy of that build per node, each started with `kc.sh start --optimized`
// on loopback against PostgreSQL. deploy/keycloak/README.md, « Production mode », says why each
// setting is there.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_ADMIN, DEV_AUTH_API_SECRET } from './dev.mjs';
import { KEYCLOAK_REALM, KEYCLOAK_VERSION, answers, ensureKeycloak } from './keycloak.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONF = join(repo, 'deploy/keycloak/keycloak.conf');

/** The build options of deploy/keycloak/keycloak.conf, as `kc.sh build` takes them. */
const BUILD_OPTIONS = ['db', 'health-enabled', 'metrics-enabled', 'cache', 'cache-stack'];

function confOptions() {
  return Object.fromEntries(
    readFileSync(CONF, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('=').map((part) => part.trim())),
  );
}

/**
 * The optimized server: a copy of the distribution with deploy/keycloak/keycloak.conf and the
 * result of `kc.sh build`, remade when the file changes (a stamp records its hash).
 */
export function ensureProductionBuild(env = process.env, log = console.log) {
  const dist = ensureKeycloak(env, log);
  const home = join(dirname(dist), `production-${KEYCLOAK_VERSION}`);
  const conf = readFileSync(CONF, 'utf8');
  const stamp = createHash('sha256').update(conf).digest('hex');
  const stampFile = join(home, 'admission-build.stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return home;
  rmSync(home, { recursive: true, force: true });
  cpSync(dist, home, { recursive: true });
  writeFileSync(join(home, 'conf/keycloak.conf'), conf);
  const options = confOptions();
  const args = BUILD_OPTIONS.map((name) => `--${name}=${options[name]}`);
  log(`Keycloak ${KEYCLOAK_VERSION}: kc.sh build ${args.join(' ')} ...`);
  const started = Date.now();
  const result = spawnSync('bash', [join(home, 'bin/kc.sh'), 'build', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kc.sh build failed: ${result.stdout}\n${result.stderr}`);
  writeFileSync(stampFile, stamp);
  log(
    `Keycloak ${KEYCLOAK_VERSION}: built for production in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return home;
}

/**
 * Starts one production node and resolves once its readiness check answers (or rejects after
 * `timeoutMs`, or when it exits). `importRealm` imports deploy/keycloak/*.json (the realm and, for
 * this local cluster only, the demo users); a realm that exists is left alone. `stop()` is a
 * SIGTERM to its process group (SIGKILL after 20 s); `kill()` a SIGKILL, as a crash. Aborting
 * `signal` before it is ready stops it and rejects. `dynamicHostname`: no fixed hostname (see below).
 */
export async function startNode({
  env = process.env,
  name,
  httpPort,
  managementPort,
  clusterPort,
  postgres,
  publicUrl,
  dynamicHostname = false,
  importRealm = false,
  portalOrigins = env.ADMISSION_PORTAL_ORIGIN ?? publicUrl,
  timeoutMs = 600_000,
  log = console.log,
  output = 'ignore',
  signal = undefined,
}) {
  const build = ensureProductionBuild(env, log);
  const home = join(dirname(build), `production-node-${httpPort}`);
  // A node's own copy: Keycloak writes under data/ (its temporary files, its import folder).
  rmSync(home, { recursive: true, force: true });
  cpSync(build, home, { recursive: true });
  const importDir = join(home, 'data/import');
  mkdirSync(importDir, { recursive: true });
  if (importRealm) {
    for (const file of readdirSync(join(repo, 'deploy/keycloak')).filter((f) => f.endsWith('.json')))
      cpSync(join(repo, 'deploy/keycloak', file), join(importDir, file));
  }
  const logFile = join(home, 'data/keycloak.log');
  writeFileSync(logFile, '');
  const args = [
    join(home, 'bin/kc.sh'),
    'start',
    '--optimized',
    ...(importRealm ? ['--import-realm'] : []),
    '--http-host=127.0.0.1',
    `--http-port=${httpPort}`,
    `--http-management-port=${managementPort}`,
    // The public URL, fixed; or, where clients reach the cluster under two URLs (the e2e tests:
    // nginx's HTTPS and its loopback HTTP), the one each request came through (nginx's forwarded
    // headers, as start-dev takes it).
    ...(dynamicHostname ? ['--hostname-strict=false'] : [`--hostname=${publicUrl}`]),
    `--db-url=${postgres.jdbcUrl}`,
    `--db-username=${postgres.user}`,
    '--cache-embedded-network-bind-address=127.0.0.1',
    `--cache-embedded-network-bind-port=${clusterPort}`,
    // Two nodes on one machine: a pool each well under PostgreSQL's max_connections.
    '--db-pool-max-size=40',
    `--log-file=${logFile}`,
    '--log=console,file',
  ];
  const started = Date.now();
  const child = spawn('bash', args, {
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...env,
      KC_DB_PASSWORD: postgres.password,
      ADMISSION_PORTAL_ORIGIN: portalOrigins,
      ADMISSION_AUTH_API_SECRET: env.ADMISSION_AUTH_API_SECRET ?? DEV_AUTH_API_SECRET,
      ADMISSION_DPOP_REQUIRED: env.ADMISSION_DPOP_REQUIRED ?? 'true',
      KC_BOOTSTRAP_ADMIN_USERNAME: DEV_ADMIN.username,
      KC_BOOTSTRAP_ADMIN_PASSWORD: DEV_ADMIN.password,
      JAVA_OPTS_KC_HEAP: env.JAVA_OPTS_KC_HEAP ?? '-Xms128m -Xmx640m',
      // JGroups' failure detection (FD_SOCK2) listens on the cluster port + this offset (50000 by
      // default, past 65535 for a port such as 29190).
      JAVA_OPTS_APPEND: `${env.JAVA_OPTS_APPEND ?? ''} -Djgroups.fd.port-offset=100`.trim(),
    },
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  const waitExit = () => new Promise((done) => (exited ? done() : child.once('exit', () => done())));
  const stop = async () => {
    if (exited) return;
    if (!signalGroup('SIGTERM')) return;
    const force = setTimeout(() => signalGroup('SIGKILL'), 20_000);
    await waitExit();
    clearTimeout(force);
  };
  const kill = async () => {
    if (exited) return;
    signalGroup('SIGKILL');
    await waitExit();
  };
  const url = `http://127.0.0.1:${httpPort}`;
  const node = {
    name,
    url,
    realmUrl: `${url}/realms/${KEYCLOAK_REALM}`,
    managementUrl: `http://127.0.0.1:${managementPort}`,
    httpPort,
    managementPort,
    clusterPort,
    home,
    logFile,
    child,
    stop,
    kill,
    exited: () => exited,
  };
  const ready = `${node.managementUrl}/health/ready`;
  while (Date.now() - started < timeoutMs) {
    if (signal?.aborted) {
      await stop();
      throw new Error(`Keycloak ${name} was stopped before it was ready`);
    }
    if (exited)
      throw new Error(
        `Keycloak ${name} exited (${exited.code ?? exited.signal}) before it was ready; its log: ${logFile}`,
      );
    if (await answers(ready)) return { ...node, startMs: Date.now() - started };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stop();
  throw new Error(`Keycloak ${name} was not ready after ${timeoutMs / 1000} s; its log: ${logFile}`);
}
