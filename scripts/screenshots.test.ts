// The screenshot references as the repository stores them (scripts/screenshots.mjs): each one
// optimized, so a redraw adds half the bytes to the history, and optimizing never changes a pixel.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { colourType, referencePaths, unoptimized } from './screenshots.mjs';

/** A page-like picture: a flat background, a bar in the brand's green, a line of "text". */
function pageLike(width: number, height: number): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const bar = y < 40;
      const text = y > 80 && y < 92 && x > 24 && x < 300 && (x * 7 + y) % 5 < 3;
      const [r, g, b] = bar ? [15, 107, 62] : text ? [27, 36, 32] : [245, 247, 246];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return png;
}

describe('screenshot references', () => {
  it('are all stored optimized (none left as the RGBA Vitest writes)', () => {
    const references = referencePaths();
    expect(references.length).toBeGreaterThan(100);
    expect(references.every((path) => colourType(path) !== null)).toBe(true);
    // A reference just written by Vitest (-u, or a new story) lands here until
    // `npm run screenshots:optimize` has run.
    expect(unoptimized(references)).toEqual([]);
  });

  it('optimizing keeps every pixel and takes fewer bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screenshots-'));
    const file = join(dir, 'page.png');
    const original = pageLike(640, 400);
    writeFileSync(file, PNG.sync.write(original));
    expect(unoptimized([file])).toEqual([file]);
    const before = statSync(file).size;

    execFileSync('optipng', ['-quiet', '-o2', '-strip', 'all', file]);

    expect(unoptimized([file])).toEqual([]);
    expect(statSync(file).size).toBeLessThan(before);
    const decoded = PNG.sync.read(readFileSync(file));
    expect([decoded.width, decoded.height]).toEqual([640, 400]);
    expect(Buffer.compare(decoded.data, original.data)).toBe(0);
  });
});
