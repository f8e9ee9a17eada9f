// The static Storybook (`storybook build`), built once for every test file that reads it and served
// on loopback. The build is cached in the system's temp directory under a hash of what it is made
// from (.storybook, packages/ui's and packages/screens' sources, ui's changelog and changesets, the lockfile): test files running at the
// same time share one build (the first builds, the others wait for it), and a later run reuses it
// until a source changes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const cacheRoot = join(tmpdir(), 'admission-storybook-cache');

/** What the build is made from; screenshots and build outputs are not. */
const inputs = [
  '.storybook',
  'packages/ui/src',
  'packages/ui/CHANGELOG.md',
  // The changelog page's « À paraître »: the changesets not released yet.
  '.changeset',
  'packages/ui/package.json',
  'packages/ui/tsconfig.json',
  // The screens' section.
  'packages/screens/src',
  'packages/screens/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];
const skipped = new Set(['node_modules', 'dist', '__screenshots__']);

function hashInputs(): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!skipped.has(name)) add(join(path, name));
    } else {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const input of inputs) add(join(root, input));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A lock whose process is gone (or that never said which process it was, ten minutes on). */
function abandoned(lock: string): boolean {
  try {
    const owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    return owner > 0 && !alive(owner);
  } catch {
    const stats = statSync(lock, { throwIfNoEntry: false });
    return stats !== undefined && Date.now() - stats.mtimeMs > 10 * 60 * 1000;
  }
}

function build(out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['storybook', 'build', '--quiet', '-o', out], {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Cached builds of other sources, a day old or more (a later run will not ask for them again), and
 * the unfinished or uncached builds (`<key>.<pid>.tmp`, `.run`) of processes that are gone.
 */
function pruneOldBuilds(keep: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, name);
    const owner = /^\w+\.(\d+)\.tmp(\.run)?$/.exec(name)?.[1];
    const stale = owner ? !alive(Number(owner)) : !name.endsWith('.lock') && statSync(path).mtimeMs < dayAgo;
    if (path !== keep && stale) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The directory of the static Storybook for the current sources: built if no cached build matches
 * them, or waited for while another test file builds it.
 */
async function storybookBuild(): Promise<string> {
  mkdirSync(cacheRoot, { recursive: true });
  const key = hashInputs();
  const dir = join(cacheRoot, key);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 15 * 60 * 1000;
  for (;;) {
    if (existsSync(join(dir, 'index.json'))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      // Another process builds it; take over only if that process is gone.
      if (abandoned(lock)) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited too long for the Storybook build in ${dir}`);
      await sleep(2000);
      continue;
    }
    writeFileSync(join(lock, 'pid'), String(process.pid));
    const temporary = `${dir}.${process.pid}.tmp`;
    try {
      rmSync(temporary, { recursive: true, force: true });
      await build(temporary);
      if (hashInputs() !== key) {
        // A source changed while it was built: good for this run, never cached under either state.
        const own = `${temporary}.run`;
        renameSync(temporary, own);
        process.once('exit', () => rmSync(own, { recursive: true, force: true }));
        pruneOldBuilds(own);
        return own;
      }
      // Whole or not at all: the directory appears with its index once the build is complete.
      renameSync(temporary, dir);
      pruneOldBuilds(dir);
      return dir;
    } finally {
      rmSync(temporary, { recursive: true, force: true });
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export interface IndexEntry {
  type: 'docs' | 'story';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/** The entries of the built Storybook's index (every docs page and story). */
function storybookIndex(dir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/** Serves `dir` on loopback, on a free port. */
async function serveStatic(dir: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The built Storybook as a test file reads it: served on loopback, its index, and a Chromium. */
export interface BuiltStorybook {
  /** `http://127.0.0.1:<port>` of the static server. */
  readonly origin: string;
  readonly entries: IndexEntry[];
  readonly browser: Browser;
  /**
   * Opens a page of the built Storybook (`path` after the origin; null: a blank page the test
   * navigates itself), runs the test on it and closes it; fails the test on any request that leaves
   * the Storybook (a CDN, a web font).
   */
  open(path: string | null, run: (page: Page) => Promise<void>): Promise<void>;
}

/**
 * Builds (or reuses) the static Storybook, serves it and launches Chromium before the file's tests,
 * and closes both after them. Read the fields inside tests (they are set by the file's beforeAll).
 */
export function servedStorybook(): BuiltStorybook {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let entries: IndexEntry[] = [];
  beforeAll(async () => {
    const dir = await storybookBuild();
    entries = storybookIndex(dir);
    server = await serveStatic(dir);
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get origin() {
      if (!server) throw new Error('the Storybook is served once the beforeAll has run');
      return server.origin;
    },
    get entries() {
      return entries;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is launched once the beforeAll has run');
      return browser;
    },
    async open(path, run) {
      const origin = this.origin;
      const page = await this.browser.newPage({ acceptDownloads: true });
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) outside.push(url);
      });
      try {
        if (path !== null) await page.goto(`${origin}${path}`);
        await run(page);
        expect(outside).toEqual([]);
      } finally {
        await page.close();
      }
    },
  };
}
