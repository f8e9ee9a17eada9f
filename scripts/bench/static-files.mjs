// The static files part of `npm run bench:results-day`: the portal's build served by Debian's nginx
// with the production config (deploy/nginx.conf through scripts/nginx/run.mjs: one worker, TLS,
// precompressed files), measured with Debian's wrk on the sign-in page and on the largest JS asset.
//
// The build is made as deploy/README.md says (API and identity provider on the portal's own origin,
// DPoP on), then precompressed as deploy/ does (gzip -9 and brotli 11 beside each text file; Debian's
// nginx has no brotli module, so gzip_static answers the `Accept-Encoding: gzip, br` of a browser).
// wrk keeps its connections open (one TLS handshake per connection, as a browser's page load reuses
// its connection), so the figures are nginx's cost of serving files, not of TLS handshakes.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './server.mjs';
import { cpuSecondsOf, processTree } from './openLoop.mjs';
import { hasWrk, parseWrk, runWrk } from './wrk.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** What a browser sends; every request of wrk carries it. */
const ACCEPT_ENCODING = 'gzip, br';

/**
 * Builds the portal into apps/portal/<outDir> as production builds it; its output is shown only
 * when it fails.
 * @param {string} outDir
 */
async function buildPortal(outDir) {
  const child = spawn('npm', ['run', 'build', '-w', '@admission/portal', '--', '--outDir', outDir], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORTAL_API_BASE_URL: '/', PORTAL_IDENTITY_BASE_URL: '/', PORTAL_DPOP: 'on' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((done) => child.on('exit', (status, signal) => done(status ?? signal)));
  if (code !== 0) throw new Error(`the portal's build failed (${code}):\n${output.slice(-4000)}`);
}

/**
 * Starts scripts/nginx/run.mjs on `port` (HTTPS; the redirect and the CSP sink on the next two)
 * serving `root`, and resolves once /connexion answers.
 * @param {{ root: string, port: number, sandboxPort: number }} options
 */
async function startNginx({ root, port, sandboxPort }) {
  const child = spawn(process.execPath, ['scripts/nginx/run.mjs'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_NGINX_PORT: String(port),
      E2E_NGINX_ROOT: root,
      E2E_NGINX_PREFIX: join(repo, 'test-results', `nginx-bench-${port}`),
      // No API call is measured here; the upstream is only named.
      E2E_SANDBOX_PORT: String(sandboxPort),
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await fetchOnce(`${url}/connexion`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} (scripts/nginx/run.mjs exited ${child.exitCode})`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  if (child.pid === undefined) throw new Error('scripts/nginx/run.mjs has no pid');
  return { url, pid: child.pid, stop };
}

const agent = new Agent({ rejectUnauthorized: false });

/**
 * One GET as a browser asks (compressed answers accepted), the certificate being this run's own.
 * @param {string} url
 * @returns {Promise<{ status: number, bytes: number, encoding: string }>}
 */
function fetchOnce(url) {
  return new Promise((answered, failed) => {
    const req = request(url, { agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        answered({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
    });
    req.on('error', failed);
    req.setTimeout(5000, () => req.destroy(new Error('timed out')));
    req.end();
  });
}

/** The largest .js file of the build's assets (by its size before compression). */
function largestScript(root) {
  const scripts = readdirSync(join(root, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: statSync(join(root, 'assets', name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!scripts[0]) throw new Error(`no .js file in ${root}/assets`);
  return scripts[0];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Builds the portal, serves it with nginx on `port` and runs wrk for `seconds` with `connections`
 * on /connexion, then on the largest JS asset, printing for each requests/s, wrk's latency,
 * transfer/s and nginx's CPU seconds per 1,000 requests. Stops nginx. Skipped, with a message,
 * without wrk or nginx and njs.
 * @param {{ port: number, seconds: number, connections: number, sandboxPort?: number }} options
 */
export async function benchStaticFiles({ port, seconds, connections, sandboxPort = 8081 }) {
  if (!hasWrk()) {
    console.log(
      "\nStatic files: skipped, Debian's wrk is missing (apt-get install -y wrk; the benchmark runs /usr/bin/wrk)",
    );
    return;
  }
  if (!existsSync(NGINX) || !existsSync(NJS_MODULE)) {
    console.log(
      "\nStatic files: skipped, Debian's nginx or its njs module is missing (apt-get install -y nginx libnginx-mod-http-js)",
    );
    return;
  }
  const outDir = 'dist-bench-results-day';
  const root = join(repo, 'apps/portal', outDir);
  const built = performance.now();
  await buildPortal(outDir);
  const files = await precompress(root);
  console.log(
    `\nThe portal built as production builds it (${((performance.now() - built) / 1000).toFixed(0)} s), ${files} files precompressed (gzip -9, brotli 11)`,
  );
  const nginx = await startNginx({ root, port, sandboxPort });
  try {
    const script = largestScript(root);
    const targets = [
      { label: '/connexion', path: '/connexion' },
      { label: `largest JS asset (${kB(script.bytes)})`, path: `/assets/${script.name}` },
    ];
    console.log(
      `Static files through nginx (${nginx.url}, deploy/nginx.conf, 1 worker), wrk -t2 -c${connections} -d${seconds}s --timeout 5s, Accept-Encoding: ${ACCEPT_ENCODING}; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} before\n`,
    );
    for (const target of targets) {
      const url = `${nginx.url}${target.path}`;
      const sample = await fetchOnce(url);
      const pids = processTree(nginx.pid, 'nginx');
      const before = cpuSecondsOf(pids);
      const figures = parseWrk(
        await runWrk(url, { seconds, connections, headers: [`Accept-Encoding: ${ACCEPT_ENCODING}`] }),
      );
      const cpu = cpuSecondsOf(pids) - before;
      const line = {
        file: target.label,
        answer: `${sample.status}, ${kB(sample.bytes)} ${sample.encoding}`,
        'requests/s': figures.requestsPerSecond.toFixed(0),
        latency: `avg ${figures.latency.average}, p50 ${figures.percentiles['50'] ?? '?'}, p99 ${figures.percentiles['99'] ?? '?'}, max ${figures.latency.max}`,
        'transfer/s': figures.transferPerSecond,
        errors: `${figures.socketErrors} socket, ${figures.non2xx3xx} non-2xx/3xx`,
        'nginx cpu s/1,000 requests': ((cpu * 1000) / Math.max(1, figures.requests)).toFixed(3),
      };
      console.log(
        Object.entries(line)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · '),
      );
    }
  } finally {
    agent.destroy();
    await nginx.stop();
  }
}
