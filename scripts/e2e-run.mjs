// The e2e run of `npm test` and `npm run test:e2e`: every server of every group started at once
// (Playwright would start a group's servers one after the other), then the Playwright projects in
// seven groups side by side, each on its own ports (2 cores: most of an e2e test is waiting on a
// browser, a server or a time limit).
//   portal, portal-2: chromium, in two halves (the candidate and staff journeys on the built portal)
//   resilience, resilience-2: resilience, in two halves (server faults; logout races)
//   production:       nginx, nginx-report, dev (the production config through Debian's nginx and the
//                     CSP reports of its journeys; `npm start` itself)
//   a11y:             a11y (axe on every page)
//   identity:         keycloak (the real Keycloak; its production cluster's failover is npm test's
//                     group `cluster`, npm run test:cluster)
// The portals of the groups and nginx serve one shared build (scripts/e2e-build.mjs); the portal
// that signs in through Keycloak has its own (the identity provider on another origin).
// Summed test times under load (a clean-clone run, before the split): chromium 548 s, a11y 286,
// resilience 188 plus the logout race, nginx 165, dev 108, keycloak 775 of which 486 for the
// logout race in one lane (two lanes now, and 6 runs per delay instead of 20: e2e/logoutRace.ts).
// Projects that share a sandbox stay in one group: tests of one group run one at a time (workers: 1)
// and reset the sandbox they use, which another group's test must never see.
// scripts/test.mjs starts the servers with the first group of `npm test`, so they are ready when the
// e2e group comes.
import { spawn } from 'node:child_process';
import { closeSync, createWriteStream, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import concurrently from 'concurrently';
import { inCpuGroup, processGroupCpuSeconds, readTimes, rowCpuGroup, timedCommand } from './cpu.mjs';
import { sharedBuild } from './e2e-build.mjs';
import { flakyTests, reportFile } from './e2e-report.mjs';
import { e2ePorts, e2eServers } from './e2e-servers.mjs';
import { nginxAvailable } from './nginx/available.mjs';

// The run the shared build belongs to (scripts/e2e-build.mjs), for the servers and the groups.
process.env.E2E_BUILD_STAMP ??= `${process.pid}-${Date.now()}`;

/**
 * The groups, each with its projects, the arguments its `playwright test` adds (a shard of a
 * project) and the environment (ports) its servers and tests use.
 */
export function e2eGroups() {
  // Each group's own sandbox and portal: away from the others' (and from `npm start`'s). The shared
  // build is the run's, whatever a group's ports (E2E_BUILD_DIR).
  const { sandbox, portal, outDir } = e2ePorts(process.env);
  const moved = (by) => ({
    E2E_SANDBOX_PORT: String(sandbox + by),
    E2E_PORTAL_PORT: String(portal + by),
    E2E_BUILD_DIR: outDir,
  });
  return [
    // The candidate and staff journeys on the built portal, in two halves (by file).
    { name: 'portal', projects: ['chromium'], args: ['--shard=1/2'], env: moved(0) },
    { name: 'portal-2', projects: ['chromium'], args: ['--shard=2/2'], env: moved(9) },
    // Server faults, and the logout races (by file: faults.spec.ts, then logout.spec.ts).
    { name: 'resilience', projects: ['resilience'], args: ['--shard=1/2'], env: moved(3) },
    { name: 'resilience-2', projects: ['resilience'], args: ['--shard=2/2'], env: moved(13) },
    // `npm start` itself (its own ports) beside the production config.
    {
      name: 'production',
      projects: [...(nginxAvailable ? ['nginx', 'nginx-report'] : []), 'dev'],
      env: moved(5),
    },
    { name: 'a11y', projects: ['a11y'], env: moved(11) },
    // The real Keycloak; its project also compares it with a sandbox of its own group.
    { name: 'identity', projects: ['keycloak'], env: moved(7) },
  ];
}

const LOG_DIR = 'test-results/e2e-servers';
/** The row of `npm test`'s table an e2e group is counted in: the identity group is `keycloak`'s. */
const tableRow = (group) => (group === 'identity' ? 'keycloak' : 'e2e');

/** Where each group's commands write the CPU they used (scripts/cpu.mjs). */
export const CPU_DIR = 'test-results/cpu';

/** Whether the URL answers as Playwright's web server check wants it (2xx, 3xx, 400 to 403). */
function answers(url) {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { rejectUnauthorized: false, timeout: 5_000 }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve((status >= 200 && status < 400) || (status >= 400 && status <= 403));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function tail(file, bytes = 3_000) {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(-bytes);
  } catch {
    return '';
  }
}

/**
 * Starts every server of the groups at once, each in its own process group, its output in
 * test-results/e2e-servers/<group>-<server>.log.
 * @returns {{ ready: (groups?: string[]) => Promise<number>, stop: () => Promise<void>, stopGroups: (names: string[]) => Promise<unknown>, cpu: (group?: string) => number }} `ready`
 *   resolves with the seconds it took once every server of those groups answers, or rejects naming
 *   the one that did not (and its log's end).
 */
export function startE2eServers(groups = e2eGroups()) {
  mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  const running = [];
  let stopping = false;
  // The shared build (scripts/e2e-build.mjs), made once; the servers that serve it start after it.
  const buildDir = e2ePorts(process.env).outDir;
  const buildLog = `${LOG_DIR}/shared-build.log`;
  let built;
  const build = () =>
    (built ??= (async () => {
      const fd = openSync(buildLog, 'w');
      try {
        await sharedBuild(buildDir, process.env.E2E_BUILD_STAMP, fd);
      } catch (error) {
        throw new Error(`${error.message}\n${tail(buildLog)}`);
      } finally {
        closeSync(fd);
      }
    })());
  for (const group of groups) {
    const env = { ...process.env, ...group.env };
    const runs = (...projects) => projects.some((project) => group.projects.includes(project));
    for (const server of e2eServers(env, runs)) {
      const logFile = `${LOG_DIR}/${group.name}-${server.name}.log`;
      const entry = { group: group.name, server, child: null, logFile };
      const spawnServer = () => {
        const log = createWriteStream(logFile);
        const child = spawn(inCpuGroup(server.command, rowCpuGroup(tableRow(group.name))), {
          shell: true,
          detached: true,
          env: { ...env, ...server.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.pipe(log);
        child.stderr.pipe(log);
        entry.child = child;
        entry.exited = new Promise((resolve) =>
          child.on('exit', (code, signal) => resolve({ code, signal })),
        );
      };
      // Its wait (below) counts from when it could start: the build's time is the build's.
      entry.spawned = server.sharedBuild
        ? build().then(() => {
            if (!stopping) spawnServer();
          })
        : Promise.resolve(spawnServer());
      running.push(entry);
    }
  }

  const waitFor = async (entry) => {
    const { group, server, logFile } = entry;
    const label = `${group}/${server.name}`;
    await entry.spawned;
    if (stopping) return;
    const deadline = Date.now() + server.timeout;
    let ended = null;
    void entry.exited.then((result) => (ended = result));
    while (!stopping) {
      if (ended) {
        throw new Error(
          `e2e server ${label} stopped before it answered (${ended.code ?? ended.signal}): ${server.command}\n${tail(logFile)}`,
        );
      }
      if (await answers(server.url)) return;
      if (Date.now() > deadline) {
        throw new Error(
          `e2e server ${label} did not answer ${server.url} within ${server.timeout / 1000} s\n${tail(logFile)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const waits = running.map((entry) => ({ group: entry.group, answered: waitFor(entry) }));
  // Nobody may be left with an unhandled rejection when the caller stops before asking.
  for (const { answered } of waits) answered.catch(() => {});
  /** Resolves with the seconds since the start once every server of `names` (all groups by default) answers. */
  const ready = (names) =>
    Promise.all(
      waits.filter(({ group }) => !names || names.includes(group)).map(({ answered }) => answered),
    ).then(() => (Date.now() - started) / 1000);

  /** CPU seconds of each group's servers, read as they stop. */
  const serverCpu = new Map();
  /** Stops the servers of these groups (or of every group, once nothing new may start). */
  const stopServers = (names) =>
    Promise.all(
      running
        .filter(({ group }) => !names || names.includes(group))
        .map(async ({ group, server, child, exited }) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          serverCpu.set(group, (serverCpu.get(group) ?? 0) + processGroupCpuSeconds(child.pid));
          const signal = server.gracefulShutdown ? 'SIGTERM' : 'SIGKILL';
          try {
            process.kill(-child.pid, signal);
          } catch {
            return;
          }
          const grace = server.gracefulShutdown?.timeout ?? 5_000;
          const timer = setTimeout(() => {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // Gone in the meantime.
            }
          }, grace);
          await exited;
          clearTimeout(timer);
        }),
    );
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stopServers();
  };
  /**
   * Stops the servers of `names` once their groups have run, so that what follows has their
   * cores and memory (the identity group's: two Keycloak nodes, PostgreSQL, its sandboxes).
   */
  const stopGroups = (names) => stopServers(names);
  /** After `stop`: the CPU seconds of the servers of `group`, or of all. */
  const cpu = (group) =>
    group ? (serverCpu.get(group) ?? 0) : [...serverCpu.values()].reduce((sum, seconds) => sum + seconds, 0);
  return { ready, stop, stopGroups, cpu };
}

/**
 * Runs the groups' Playwright projects side by side against servers already up. Resolves with
 * whether all passed and the CPU seconds their runners (and browsers) used.
 */
export async function runE2eGroups(groups = e2eGroups(), args = []) {
  mkdirSync(CPU_DIR, { recursive: true });
  const times = (name) => `${CPU_DIR}/e2e-${name}.times`;
  const quote = (part) => (/^[\w@./=:,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`);
  // No report of an earlier run read as this one's.
  for (const { env } of groups) rmSync(reportFile(env.E2E_PORTAL_PORT), { force: true });
  const started = Date.now();
  const { result } = concurrently(
    groups.map(({ name, projects, args: own = [], env }) => ({
      command: inCpuGroup(
        timedCommand(
          ['npx', 'playwright', 'test', ...projects.map((project) => `--project=${project}`), ...own, ...args]
            .map(quote)
            .join(' '),
          times(name),
        ),
        rowCpuGroup(tableRow(name)),
      ),
      name,
      env: { ...env, E2E_SERVERS: 'started' },
    })),
    { prefix: 'name', killOthersOn: [], successCondition: 'all' },
  );
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  const passed = await result.then(
    () => {
      console.log(`e2e: every group passed in ${seconds()} s`);
      return true;
    },
    (events) => {
      const failed = events.filter((event) => event.exitCode !== 0).map((event) => event.command.name);
      console.error(`e2e: failed in ${seconds()} s: ${failed.join(', ')}`);
      return false;
    },
  );
  // A pass that needed a retry (CI only: playwright.config.ts) is said, with its first error.
  const flaky = groups.flatMap(({ name, env }) =>
    flakyTests(reportFile(env.E2E_PORTAL_PORT)).map((test) => ({ group: name, ...test })),
  );
  for (const test of flaky) {
    console.log(
      `e2e: FLAKY, passed on its retry: [${test.group}] ${test.name}\n    first try: ${test.error}`,
    );
  }
  const cpu = groups.map(({ name }) => ({ name, cpu: readTimes(times(name)) }));
  console.log(
    `e2e: CPU of each group's runner and browsers: ${cpu.map((g) => `${g.name} ${g.cpu.toFixed(0)} s`).join(', ')}`,
  );
  return { passed, flaky: flaky.length, cpu: cpu.reduce((sum, g) => sum + g.cpu, 0) };
}

/** Stops the servers on Ctrl+C or SIGTERM, then exits. */
export function stopOnSignals(servers) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      void servers.stop().then(() => process.exit(130));
    });
  }
}
