// Measurements of the bench: bytes per route (Playwright + CDP), Lighthouse 12 mobile runs, and
// the login-to-dashboard journey under emulated slow 4G.
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from '../chromium.mjs';
import { roundTrips } from './roundTrips.mjs';

/** Lighthouse's mobile "slow 4G" figures, also used for the login journey. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const KIND = { Document: 'html', Script: 'js', Stylesheet: 'css' };

/** Records every request of a page through CDP: type, encoding, bytes on the wire, start and end. */
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (request.url.startsWith('data:')) return;
    requests.set(requestId, { url: request.url, method: request.method, type, start: timestamp });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.status = response.status;
    entry.encoding =
      response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.end = timestamp;
    entry.bytes = encodedDataLength;
  });
  return { cdp, requests };
}

/** Sums bytes on the wire by kind (html, js, css, other). */
export function byKind(entries) {
  const sums = { requests: 0, html: 0, js: 0, css: 0, other: 0, total: 0, encodings: new Set() };
  for (const entry of entries) {
    const kind = KIND[entry.type] ?? 'other';
    sums.requests += 1;
    sums[kind] += entry.bytes ?? 0;
    sums.total += entry.bytes ?? 0;
    if (entry.encoding) sums.encodings.add(entry.encoding);
  }
  return sums;
}

/**
 * Bytes of each route: the first load (nothing touched), then what the first interaction adds
 * (the app, downloaded on intent, until it has hydrated).
 */
export async function measureBytes(baseUrl, paths) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { requests } = await recordNetwork(page);
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const firstLoad = byKind([...requests.values()]);
      const seen = new Set(requests.keys());
      await page.mouse.move(20, 20);
      await page.mouse.move(60, 60);
      await page.waitForFunction(() => window.__portalBoot?.hydrated === true, null, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const onIntent = byKind([...requests].filter(([id]) => !seen.has(id)).map(([, entry]) => entry));
      rows.push({ path, firstLoad, onIntent });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
}

/** Lighthouse 12, default (mobile, simulated slow 4G and 4x CPU) config, `runs` times per URL. */
export async function measureLighthouse(baseUrl, paths, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of paths) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { categories, audits } = result.lhr;
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse ${path}: ${result.lhr.runtimeError.message}`);
        samples.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          requests: audits['network-requests'].details?.items?.length ?? 0,
          bytes: audits['total-byte-weight'].numericValue,
        });
      }
      const pick = (key) => stats(samples.map((sample) => sample[key]));
      rows.push({
        path,
        runs,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        requests: pick('requests'),
        bytes: pick('bytes'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * Logs in as `email` under emulated slow 4G and times "Se connecter" to the dashboard showing
 * `doneText` (in-page clock: the click's timestamp to the first frame that contains the text).
 */
export async function measureLogin(baseUrl, { email, password, doneText = 'Coefficient' }) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { cdp, requests } = await recordNetwork(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page.goto(`${baseUrl}/connexion`, { waitUntil: 'load' });
    const focusAt = Date.now();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.waitForFunction(() => window.__portalBoot?.hydrated === true, null, { timeout: 60_000 });
    const hydratedAfterMs = Date.now() - focusAt;
    await page.waitForLoadState('networkidle');
    await page.evaluate((text) => {
      const marks = (window.__benchMarks = {});
      document.addEventListener('click', (event) => (marks.click ??= event.timeStamp), true);
      const check = () => {
        if (marks.done === undefined && document.body.textContent?.includes(text))
          marks.done = performance.now();
      };
      new MutationObserver(check).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, doneText);
    const before = new Set(requests.keys());
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText(doneText).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => window.__benchMarks);
    const after = [...requests].filter(([id]) => !before.has(id)).map(([, entry]) => entry);
    const depth = roundTrips(after);
    const chain = after
      .sort((a, b) => a.start - b.start)
      .map((entry) => ({
        depth: entry.depth,
        request: `${entry.method} ${new URL(entry.url).pathname}`,
        type: entry.type,
      }));
    await context.close();
    return { roundTrips: depth, wallMs: marks.done - marks.click, hydratedAfterMs, chain };
  } finally {
    await browser.close();
  }
}
