import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, ChromiumNotFoundError, DEFAULT_CHROME_PATH } from './chromium.mjs';

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
