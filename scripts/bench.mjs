// `npm run bench`: builds the portal, serves it as production would (scripts/bench/server.mjs,
// deploy/nginx.conf) and prints where the bytes go (bundle report), the candidate's journey counted
// at the server against its budget, a returning visit and a reload without network, bytes per
// route, Lighthouse 12 mobile figures and the login journey under slow 4G. Figures only: timings
// never go in `npm test` (the byte budget does: e2e/budget.spec.ts).
// BENCH_RUNS (default 5) sets the Lighthouse runs per page; BENCH_SKIP_BUILD=1 reuses dist-bench.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { precompress, serveBuild } from './bench/server.mjs';
import { BUDGET, describeLog, measureJourney, measureReturnAndOffline, total } from './bench/journey.mjs';
import { measureBytes, measureLighthouse, measureLogin } from './bench/measure.mjs';
import { startSandbox } from '../apps/sandbox/src/server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = 'dist-bench';
const dist = join(root, 'apps/portal', outDir);
const PAGES = ['/connexion', '/admission/etudiant/depot', '/admission/reset-password'];
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 5));
const CANDIDATE = { email: 'candidat.soumis@example.org', password: 'Admission#2025' };

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const spread = ({ median, min, max }, format) => `${format(median)} (${format(min)}-${format(max)})`;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log(
    `Building the portal into apps/portal/${outDir} (API and identity provider on the same origin)...`,
  );
  const built = spawnSync(
    'npm',
    ['run', 'build', '-w', '@admission/portal', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Relative base URLs: the production server proxies /api and /realms on the portal's origin.
      env: {
        ...process.env,
        PORTAL_API_BASE_URL: '/',
        PORTAL_IDENTITY_BASE_URL: '/',
        PORTAL_BUNDLE_REPORT: '1',
      },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
console.log(`Precompressed ${await precompress(dist)} files (gzip -9, brotli 11).`);

const report = JSON.parse(await readFile(`${dist}.bundle.json`, 'utf8').catch(() => '[]'));
if (report.length > 0) {
  console.log('\nWhere the bytes go: chunks by brotli size (minified; brotli 11).');
  console.table(
    report.slice(0, 12).map((chunk) => ({
      chunk: chunk.file,
      minified: kB(chunk.bytes),
      brotli: kB(chunk.brotli),
      largest: chunk.owners
        .slice(0, 3)
        .map((owner) => owner.owner)
        .join(', '),
    })),
  );
  const app = report.find((chunk) => chunk.entry);
  if (app) {
    console.log(`Inside ${app.file} (rendered size before minification):`);
    console.table(
      app.owners.slice(0, 12).map((owner) => ({ package: owner.owner, rendered: kB(owner.rendered) })),
    );
  }
}

const sandbox = await startSandbox(0);
const log = [];
const server = await serveBuild(dist, { apiTarget: sandbox.url, log });
console.log(`Serving ${server.url} (sirv, precompressed, immutable assets, API proxied to ${sandbox.url})\n`);
try {
  const { firstLoad, journey } = await measureJourney(server.url, log);
  const first = total(firstLoad);
  const whole = total(journey);
  console.log('The candidate journey, /connexion to the drawn dashboard, counted at the server (cache off):');
  console.log(describeLog(journey));
  console.log(
    `  ${whole.requests} requests, ${kB(whole.bytes)} (budget ${BUDGET.journeyRequests} requests, ${kB(BUDGET.journeyBytes)}); ` +
      `/connexion first load ${first.requests} request, ${kB(first.bytes)} (budget ${kB(BUDGET.loginFirstLoadBytes)})\n`,
  );
  const { repeat, offline } = await measureReturnAndOffline(server.url, log);
  const again = total(repeat);
  console.log('A returning candidate opens the dashboard again (service worker in place):');
  console.log(describeLog(repeat));
  console.log(`  ${again.requests} requests, ${kB(again.bytes)}`);
  console.log(
    `Reload without network: ${offline.ok ? 'the last-known dashboard' : 'FAILED'} (« ${offline.banner} »)\n`,
  );

  const bytes = await measureBytes(server.url, PAGES);
  console.log(
    'Bytes on the wire (Chromium, cache off). First load = nothing touched; the app loads on the first interaction.',
  );
  console.table(
    Object.fromEntries(
      bytes.flatMap(({ path, firstLoad, onIntent }) =>
        [
          [`${path} first load`, firstLoad],
          [`${path} + first interaction`, onIntent],
        ].map(([label, s]) => [
          label,
          {
            requests: s.requests,
            html: kB(s.html),
            js: kB(s.js),
            css: kB(s.css),
            other: kB(s.other),
            total: kB(s.total),
            encoding: [...s.encodings].join(' '),
          },
        ]),
      ),
    ),
  );

  console.log(`\nLighthouse 12, mobile (simulated slow 4G, 4x CPU), median (min-max) of ${RUNS} runs:`);
  const lighthouseRows = await measureLighthouse(server.url, PAGES, RUNS);
  console.table(
    Object.fromEntries(
      lighthouseRows.map((row) => [
        row.path,
        {
          performance: spread(row.score, String),
          FCP: spread(row.fcp, ms),
          LCP: spread(row.lcp, ms),
          TBT: spread(row.tbt, ms),
          requests: spread(row.requests, String),
          bytes: spread(row.bytes, kB),
        },
      ]),
    ),
  );

  console.log(
    `\nLogin journey (${CANDIDATE.email}) under emulated slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up):`,
  );
  const login = await measureLogin(server.url, CANDIDATE);
  console.table(login.chain);
  console.log(`  app ready (hydrated) ${ms(login.hydratedAfterMs)} after the first keystroke in the form`);
  console.log(`  sequential round trips from "Se connecter" to the drawn dashboard: ${login.roundTrips}`);
  console.log(`  wall time from "Se connecter" to the grades on screen ("Coefficient"): ${ms(login.wallMs)}`);
} finally {
  await server.close();
  await sandbox.close();
}
