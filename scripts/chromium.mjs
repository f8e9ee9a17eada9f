// The one place that finds the browser every tool uses (Vitest browser mode, Storybook tests,
// Playwright, Lighthouse). No tool may download its own browser here: we use Debian's Chromium.
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export class ChromiumNotFoundError extends Error {
  constructor(path, fromEnv, variable = 'CHROME_PATH') {
    super(
      [
        `Chromium introuvable / Chromium not found at ${path}${fromEnv ? ` (from ${variable})` : ''}.`,
        "Fix: install Debian's Chromium with `apt-get install -y chromium`,",
        'or point CHROME_PATH at a Chromium or Chrome binary (export CHROME_PATH=/path/to/chromium).',
      ].join('\n'),
    );
    this.name = 'ChromiumNotFoundError';
  }
}

/**
 * Returns the path of the browser binary: CHROME_PATH if set, else /usr/bin/chromium.
 * Throws ChromiumNotFoundError (a message naming the fix, no stack trace needed) when it is not executable.
 */
export function chromiumPath(env = process.env) {
  const fromEnv = Boolean(env.CHROME_PATH && env.CHROME_PATH.trim());
  const path = fromEnv ? env.CHROME_PATH.trim() : DEFAULT_CHROME_PATH;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new ChromiumNotFoundError(path, fromEnv);
  }
  return path;
}

/** Playwright launch options for the one browser. */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumPath(env), args: CHROMIUM_ARGS };
}

export const DEFAULT_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The binary of Playwright's end-to-end runs: Chromium's headless shell (Debian's
 * chromium-headless-shell, the same Chromium version, what Playwright itself runs headless), or
 * CHROME_HEADLESS_SHELL_PATH; the full Chromium (chromiumPath) when neither is there. Each e2e test
 * opens its own browser context and pages, and the shell, without the full browser's window and
 * tab machinery, drew the same pages for about half the CPU (candidate and history specs: 16 and 17
 * CPU s of browser and workers against 30 and 31). What needs the full browser (a session restored
 * after a restart: e2e/browserEnd.ts) launches chromiumPath() itself. Stories and portal tests keep
 * the full Chromium: one page each, where the two cost the same.
 */
export function e2eBrowserPath(env = process.env) {
  const fromEnv = env.CHROME_HEADLESS_SHELL_PATH?.trim();
  const shell = fromEnv || DEFAULT_HEADLESS_SHELL_PATH;
  try {
    accessSync(shell, constants.X_OK);
    return shell;
  } catch {
    if (fromEnv) throw new ChromiumNotFoundError(shell, true, 'CHROME_HEADLESS_SHELL_PATH');
    return chromiumPath(env);
  }
}

/** Playwright launch options for the end-to-end runs (e2eBrowserPath). */
export function e2eLaunchOptions(env = process.env) {
  return { executablePath: e2eBrowserPath(env), args: CHROMIUM_ARGS };
}

/** For configs: print the fix and exit instead of a stack trace. */
export function chromiumLaunchOptionsOrExit(env = process.env, launchOptions = chromiumLaunchOptions) {
  try {
    return launchOptions(env);
  } catch (error) {
    if (error instanceof ChromiumNotFoundError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
