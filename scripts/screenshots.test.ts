// The screenshot references as the repository stores them (scripts/screenshots.mjs): each one
// optimized, so a redraw adds far fewer bytes than Vitest writes to the history; the lossless path
// never changes a pixel, and the palette path is taken only well inside the comparison's tolerance.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { screenshotComparison } from '../packages/ui/src/testing/visual';
import {
  colourType,
  COMPARISON,
  optimizeOne,
  quantizationFits,
  referencePaths,
  unoptimized,
} from './screenshots.mjs';

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

/** Grey "glyph" edges in 64 shades between the text and the background, as anti-aliasing draws them. */
function withSoftText(png: PNG): PNG {
  for (let y = 120; y < 360; y++) {
    for (let x = 24; x < 616; x++) {
      if ((x + y) % 9 > 2) continue;
      const i = (y * png.width + x) * 4;
      const shade = 40 + ((x * 13 + y * 7) % 64) * 3;
      png.data[i] = shade;
      png.data[i + 1] = shade + 4;
      png.data[i + 2] = shade + 2;
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

  it('optipng keeps every pixel and takes fewer bytes', () => {
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

  it('the palette is judged by the tolerance the visual tests use', () => {
    expect(COMPARISON).toEqual({
      threshold: screenshotComparison.comparatorOptions.threshold,
      allowedMismatchedPixelRatio: screenshotComparison.comparatorOptions.allowedMismatchedPixelRatio,
    });
  });

  it('a page with anti-aliased text is stored as a palette, its flat colours exact, in fewer bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'screenshots-'));
    const file = join(dir, 'page.png');
    const original = withSoftText(pageLike(640, 400));
    const written = PNG.sync.write(original);
    writeFileSync(file, written);

    expect(await optimizeOne(file, dir)).toBe('palette');

    expect(colourType(file)).toBe(3);
    expect(statSync(file).size).toBeLessThan(written.length);
    const decoded = PNG.sync.read(readFileSync(file));
    expect(quantizationFits(written, readFileSync(file)).fits).toBe(true);
    // The brand's bar and the background are the same bytes as before.
    for (const [x, y] of [
      [10, 10],
      [600, 30],
      [10, 200],
      [630, 390],
    ] as const) {
      const i = (y * 640 + x) * 4;
      expect([...decoded.data.subarray(i, i + 4)]).toEqual([...original.data.subarray(i, i + 4)]);
    }
  });

  it('a picture that no palette can hold closely is stored losslessly, every pixel kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'screenshots-'));
    const file = join(dir, 'photo.png');
    const original = new PNG({ width: 256, height: 256 });
    for (let y = 0; y < 256; y++) {
      for (let x = 0; x < 256; x++) {
        const i = (y * 256 + x) * 4;
        original.data[i] = x;
        original.data[i + 1] = y;
        original.data[i + 2] = (x * 3 + y * 5) % 256;
        original.data[i + 3] = 255;
      }
    }
    writeFileSync(file, PNG.sync.write(original));

    expect(await optimizeOne(file, dir)).toBe('lossless');

    expect(Buffer.compare(PNG.sync.read(readFileSync(file)).data, original.data)).toBe(0);
  });

  it('refuses a palette version that moves any pixel as far as 0.8 times the colour threshold', () => {
    const originalBytes = PNG.sync.write(withSoftText(pageLike(640, 400)));
    const withRed = (step: number) => {
      const copy = PNG.sync.read(originalBytes);
      const red = (200 * 640 + 10) * 4; // one pixel of the background, red 245 -> 245 - step
      copy.data.writeUInt8(copy.data.readUInt8(red) - step, red);
      return PNG.sync.write(copy);
    };
    // Red −17 is a distance of 0.036, −20 of 0.043: the second is past 0.04.
    expect(quantizationFits(originalBytes, withRed(17))).toMatchObject({ fits: true, moved: 1 });
    expect(quantizationFits(originalBytes, withRed(20))).toMatchObject({ fits: false, moved: 1 });
    expect(quantizationFits(originalBytes, originalBytes)).toMatchObject({ fits: true, moved: 0, worst: 0 });
  });
});
