// Storybook as a designer opens it: the static build (`npm run build-storybook`), served on
// loopback and read in Chromium. Every component has a Docs page whose props table describes each
// prop; the foundations and the introduction are there.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'admission-storybook-'));
let server: Server;
let origin = '';
let browser: Browser;

interface IndexEntry {
  type: 'docs' | 'story';
  id: string;
  title: string;
  importPath: string;
  tags?: string[];
}
let entries: IndexEntry[] = [];

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

beforeAll(async () => {
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', out], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
  entries = Object.values(
    (JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
      .entries,
  );
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

describe('Storybook as built', () => {
  it('has a Docs page for every component and screen, the introduction and the foundations', () => {
    const titles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
    const documented = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
    const undocumented = [...titles].filter((title) => !documented.has(title));
    expect(undocumented).toEqual([]);
    expect(documented).toContain('Introduction');
    for (const title of ['Foundations', 'Components/Button', 'Screens/Login', 'Screens/ApplicationsList']) {
      expect(documented).toContain(title);
    }
  });

  it("shows each prop's description and a radio control for tones in a component's Docs page", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/iframe.html?id=components-alert--docs&viewMode=docs`);
      const table = page.locator('.docblock-argstable');
      await table.first().waitFor({ timeout: 30_000 });
      const text = (await table.first().textContent()) ?? '';
      // JSDoc of AlertProps, as written in Alert.tsx.
      expect(text).toContain('A bold first line.');
      expect(text).toContain('Extra class names on the root element.');
      // `tone` is a choice among the tones, not a JSON editor.
      const toneRadios = table.first().locator('input[type="radio"][value="warning"]');
      expect(await toneRadios.count()).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});
