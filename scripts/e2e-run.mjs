// The e2e run of `npm test` and `npm run test:e2e`: every server of every group started at once
// (Playwright would start a group's servers one after the other: the builds, Keycloak's start and
// the sandboxes added up to 3 to 5 minutes), then the Playwright projects in four groups side by
// side, each on its own ports (2 cores: most of an e2e test is waiting on a browser, a server or a
// time limit).
//   portal:     chromium (the candidate and staff journeys on the built portal)
//   resilience: resilience (server faults and logout races)
//   production: nginx, nginx-report, a11y (the production config through Debian's nginx and the CSP
//               reports of its journeys; axe on every page)
//   identity:   keycloak, dev (the real Keycloak, `npm start` itself)
// Summed test times under load were 905 s (chromium), 663 (resilience), 420 (a11y), 281 (nginx and
// its report), 620 (keycloak) and 125 (dev): four groups of 660 to 905 s, where three groups had the
// longest at 1,165 s.
// Projects that share a sandbox stay in one group: tests of one group run one at a time (workers: 1)
// and reset the sandbox they use, which another group's test must never see.
// scripts/test.mjs starts the servers with the first group of `npm test`, so they are ready when the
// e2e group comes.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import concurrently from 'concurrently';
import { e2ePorts, e2eServers } from './e2e-servers.mjs';
import { nginxAvailable } from './nginx/available.mjs';

/** The four groups, each with its projects and the environment (ports) its servers and tests use. */
export function e2eGroups() {
  // Each group's own sandbox and portal: away from the others' (and from `npm start`'s).
  const { sandbox, portal } = e2ePorts(process.env);
  const moved = (by) => ({ E2E_SANDBOX_PORT: String(sandbox + by), E2E_PORTAL_PORT: String(portal + by) });
  return [
    { name: 'portal', projects: ['chromium'], env: {} },
    { name: 'resilience', projects: ['resilience'], env: moved(3) },
    {
      name: 'production',
      projects: [...(nginxAvailable ? ['nginx', 'nginx-report'] : []), 'a11y'],
      env: moved(5),
    },
    // Keycloak's project also compares it with a sandbox of its own group.
    { name: 'identity', projects: ['keycloak', 'dev'], env: moved(7) },
  ];
}

const LOG_DIR = 'test-results/e2e-servers';

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
 * @returns {{ ready: Promise<number>, stop: () => Promise<void> }} `ready` resolves with the seconds
 *   it took once every server answers, or rejects naming the one that did not (and its log's end).
 */
export function startE2eServers(groups = e2eGroups()) {
  mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  const running = [];
  for (const group of groups) {
    const env = { ...process.env, ...group.env };
    const runs = (...projects) => projects.some((project) => group.projects.includes(project));
    for (const server of e2eServers(env, runs)) {
      const logFile = `${LOG_DIR}/${group.name}-${server.name}.log`;
      const log = createWriteStream(logFile);
      const child = spawn(server.command, {
        shell: true,
        detached: true,
        env: { ...env, ...server.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      running.push({ group: group.name, server, child, exited, logFile });
    }
  }

  let stopping = false;
  const waitFor = async ({ group, server, exited, logFile }) => {
    const label = `${group}/${server.name}`;
    const deadline = Date.now() + server.timeout;
    let ended = null;
    void exited.then((result) => (ended = result));
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
  const ready = Promise.all(running.map(waitFor)).then(() => (Date.now() - started) / 1000);
  // Nobody may be left with an unhandled rejection when the caller stops before asking.
  ready.catch(() => {});

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      running.map(async ({ server, child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
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
  };
  return { ready, stop };
}

/** Runs the groups' Playwright projects side by side against servers already up. Resolves true if all passed. */
export async function runE2eGroups(groups = e2eGroups(), args = []) {
  const quote = (part) => (/^[\w@./=:,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`);
  const started = Date.now();
  const { result } = concurrently(
    groups.map(({ name, projects, env }) => ({
      command: ['npx', 'playwright', 'test', ...projects.map((project) => `--project=${project}`), ...args]
        .map(quote)
        .join(' '),
      name,
      env: { ...env, E2E_SERVERS: 'started' },
    })),
    { prefix: 'name', killOthersOn: [], successCondition: 'all' },
  );
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  return result.then(
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
}

/** Stops the servers on Ctrl+C or SIGTERM, then exits. */
export function stopOnSignals(servers) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      void servers.stop().then(() => process.exit(130));
    });
  }
}
