// The real Keycloak, fetched like any dependency: Maven takes the pinned distribution from Maven
// Central into an ignored folder (.cache/keycloak/), once; each start runs it on loopback in
// development mode (dev-file database, made fresh) with the realm of deploy/keycloak/ imported.
//
// Env: KEYCLOAK_PORT (HTTP, default 8180), KEYCLOAK_MANAGEMENT_PORT (health, default port + 1000),
// KEYCLOAK_CACHE (where the distribution goes), JAVA_HOME (the JDK; the default java otherwise),
// ADMISSION_PORTAL_ORIGIN (the portal's origin for CORS), ADMISSION_AUTH_API_SECRET,
// ADMISSION_DPOP_REQUIRED (`true` unless set: the portal's client requires DPoP-bound tokens).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_ADMIN, DEV_AUTH_API_SECRET } from './dev.mjs';

export { DEV_ADMIN, DEV_AUTH_API_SECRET };
export const KEYCLOAK_VERSION = '26.5.6';
export const KEYCLOAK_REALM = 'admission';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAVEN_DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

export function keycloakHome(env = process.env) {
  const cache = resolve(env.KEYCLOAK_CACHE ?? join(repo, '.cache/keycloak'));
  return join(cache, `keycloak-${KEYCLOAK_VERSION}`);
}

/** Fetches and unpacks the distribution once (Maven Central through Maven); returns its home. */
export function ensureKeycloak(env = process.env, log = console.log) {
  const home = keycloakHome(env);
  if (existsSync(join(home, 'bin/kc.sh')) && existsSync(join(home, 'lib/quarkus-run.jar'))) return home;
  const cache = dirname(home);
  mkdirSync(cache, { recursive: true });
  log(`Keycloak ${KEYCLOAK_VERSION}: fetching org.keycloak:keycloak-quarkus-dist from Maven Central...`);
  const started = Date.now();
  execFileSync(
    'mvn',
    [
      '-q',
      '-B',
      `${MAVEN_DEPENDENCY_PLUGIN}:unpack`,
      `-Dartifact=org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:zip`,
      `-DoutputDirectory=${cache}`,
      '-Dmdep.overWriteReleases=true',
    ],
    // Without a pom, the plugin writes its markers to a literal `${project.basedir}/target` in the
    // working directory (unpack has no property to move them): run it inside the ignored cache.
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: cache },
  );
  if (!existsSync(join(home, 'bin/kc.sh')))
    throw new Error(`Keycloak unpacked, but ${home}/bin/kc.sh is missing`);
  log(`Keycloak ${KEYCLOAK_VERSION}: unpacked in ${home} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return home;
}

/** Copies deploy/keycloak/*.json into the import folder, alone. */
function stageRealm(home) {
  const source = join(repo, 'deploy/keycloak');
  const target = join(home, 'data/import');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(source).filter((name) => name.endsWith('.json'))) {
    cpSync(join(source, file), join(target, file));
  }
}

/** Whether nothing listens on 127.0.0.1:port. */
function portIsFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/** Whether `url` answers 2xx within 2 s (readiness checks). */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts Keycloak on 127.0.0.1 and resolves once its readiness check answers, with its URL, how
 * long it took, and `stop()`, which ends the whole process group. Its database is made fresh, so
 * every start is the realm files and nothing else. Aborting `signal` before then stops it (it runs
 * in its own process group, which a Ctrl+C does not reach) and rejects.
 */
export async function startKeycloak({
  env = process.env,
  port = Number(env.KEYCLOAK_PORT ?? 8180),
  managementPort = Number(env.KEYCLOAK_MANAGEMENT_PORT ?? port + 1000),
  portalOrigins = env.ADMISSION_PORTAL_ORIGIN ?? 'http://127.0.0.1:5173',
  authApiSecret = env.ADMISSION_AUTH_API_SECRET ?? DEV_AUTH_API_SECRET,
  dpopRequired = env.ADMISSION_DPOP_REQUIRED ?? 'true',
  // Usually ready in 30 to 90 s; on 2 cores shared with the other e2e group (builds, Chromium), its
  // first start (Quarkus' augmentation, then the realm import) took 180 s once and failed CI.
  timeoutMs = 360_000,
  log = console.log,
  output = 'ignore',
  signal = undefined,
} = {}) {
  // Ports first: a Keycloak already on them is another run's, and its folder must not be touched.
  for (const taken of [port, managementPort]) {
    if (!(await portIsFree(taken))) {
      throw new Error(
        `Keycloak: port ${taken} is taken (another Keycloak?); set KEYCLOAK_PORT to another port`,
      );
    }
  }
  const dist = ensureKeycloak(env, log);
  // One copy of the distribution per port: two Keycloaks (a developer's and a test run's) never
  // share a database, an import folder or the build Keycloak caches in lib/quarkus.
  const home = join(dirname(dist), `instance-${port}`);
  if (!existsSync(join(home, 'bin/kc.sh'))) cpSync(dist, home, { recursive: true });
  rmSync(join(home, 'data/h2'), { recursive: true, force: true });
  stageRealm(home);
  const logFile = join(home, 'data/keycloak.log');
  writeFileSync(logFile, '');
  const started = Date.now();
  const child = spawn(
    'bash',
    [
      join(home, 'bin/kc.sh'),
      'start-dev',
      '--import-realm',
      '--http-host=127.0.0.1',
      `--http-port=${port}`,
      `--http-management-port=${managementPort}`,
      '--health-enabled=true',
      '--hostname-strict=false',
      // Behind deploy/nginx.conf (e2e/keycloak/proxy.spec.ts) the URL a client used, which a DPoP
      // proof's htu names, is nginx's: its X-Forwarded-Proto and X-Forwarded-Host tell it. Only
      // loopback reaches this Keycloak; a deployment trusts them from its proxy alone.
      '--proxy-headers=xforwarded',
      `--log-file=${logFile}`,
      '--log=console,file',
      '--log-level=WARN,org.keycloak.services:INFO,io.quarkus:INFO',
    ],
    {
      detached: true,
      stdio: ['ignore', output, output],
      env: {
        ...env,
        ADMISSION_PORTAL_ORIGIN: portalOrigins,
        ADMISSION_AUTH_API_SECRET: authApiSecret,
        ADMISSION_DPOP_REQUIRED: dpopRequired,
        KC_BOOTSTRAP_ADMIN_USERNAME: DEV_ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: DEV_ADMIN.password,
        // Keycloak's default heap is 70 % of the machine's memory; a test run shares the machine.
        JAVA_OPTS_KC_HEAP: env.JAVA_OPTS_KC_HEAP ?? '-Xms128m -Xmx768m',
      },
    },
  );
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const stop = () =>
    new Promise((done) => {
      if (exited) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return done();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 15_000).unref();
    });
  const url = `http://127.0.0.1:${port}`;
  const ready = `http://127.0.0.1:${managementPort}/health/ready`;
  while (Date.now() - started < timeoutMs) {
    if (signal?.aborted) {
      await stop();
      throw new Error('Keycloak was stopped before it was ready');
    }
    if (exited) {
      throw new Error(
        `Keycloak exited (${exited.code ?? exited.signal}) before it was ready; its log: ${logFile}`,
      );
    }
    if (await answers(ready)) {
      return {
        url,
        realmUrl: `${url}/realms/${KEYCLOAK_REALM}`,
        home,
        logFile,
        startMs: Date.now() - started,
        stop,
        child,
      };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  await stop();
  throw new Error(`Keycloak was not ready after ${timeoutMs / 1000} s; its log: ${logFile}`);
}
