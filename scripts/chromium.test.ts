import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromiumPath,
  ChromiumNotFoundError,
  DEFAULT_CHROME_PATH,
  DEFAULT_HEADLESS_SHELL_PATH,
  e2eBrowserPath,
} from './chromium.mjs';

describe('chromiumPath', () => {
  it('uses CHROME_PATH when it points at an executable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chrome-'));
    const fake = join(dir, 'chrome');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(chromiumPath({ CHROME_PATH: fake })).toBe(fake);
  });

  it('names the fix instead of throwing a bare stack trace when nothing is there', () => {
    const missing = '/nonexistent/chromium';
    expect(() => chromiumPath({ CHROME_PATH: missing })).toThrow(ChromiumNotFoundError);
    try {
      chromiumPath({ CHROME_PATH: missing });
    } catch (error) {
      expect((error as Error).message).toContain('apt-get install -y chromium');
      expect((error as Error).message).toContain('CHROME_PATH');
      expect((error as Error).message).toContain(missing);
    }
  });

  it("falls back to Debian's path when CHROME_PATH is unset or blank", () => {
    try {
      expect(chromiumPath({ CHROME_PATH: '  ' })).toBe(DEFAULT_CHROME_PATH);
    } catch (error) {
      expect((error as Error).message).toContain(DEFAULT_CHROME_PATH);
    }
  });
});

describe('e2eBrowserPath', () => {
  const executable = (name: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'chrome-')), name);
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, 0o755);
    return path;
  };

  it('takes the headless shell CHROME_HEADLESS_SHELL_PATH names', () => {
    const shell = executable('chromium-headless-shell');
    const full = executable('chromium');
    expect(e2eBrowserPath({ CHROME_HEADLESS_SHELL_PATH: shell, CHROME_PATH: full })).toBe(shell);
  });

  it('refuses a CHROME_HEADLESS_SHELL_PATH that is not there, by its name', () => {
    expect(() => e2eBrowserPath({ CHROME_HEADLESS_SHELL_PATH: '/nonexistent/shell' })).toThrow(
      /\/nonexistent\/shell \(from CHROME_HEADLESS_SHELL_PATH\)/,
    );
  });

  it('is the full Chromium when no headless shell is installed', () => {
    const full = executable('chromium');
    const expected = existsSync(DEFAULT_HEADLESS_SHELL_PATH) ? DEFAULT_HEADLESS_SHELL_PATH : full;
    expect(e2eBrowserPath({ CHROME_PATH: full })).toBe(expected);
  });
});
