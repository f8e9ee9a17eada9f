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
  constructor(path, fromEnv) {
    super(
      [
        `Chromium introuvable / Chromium not found at ${path}${fromEnv ? ' (from CHROME_PATH)' : ''}.`,
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

/** For configs: print the fix and exit instead of a stack trace. */
export function chromiumLaunchOptionsOrExit(env = process.env) {
  try {
    return chromiumLaunchOptions(env);
  } catch (error) {
    if (error instanceof ChromiumNotFoundError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
