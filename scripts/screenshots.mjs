#!/usr/bin/env node
// The screenshot references (every `__screenshots__/` folder) as the repository stores them.
//
// Vitest writes a reference as 8-bit RGBA with its default compression. A PNG is already
// compressed, so git cannot delta two versions of one: every redraw adds each changed file whole to
// the history, for good. What a redraw costs is therefore the references' bytes, and this script
// keeps them small:
// - pngquant (Debian's `pngquant`) stores a reference as a 256-colour palette without dithering.
//   Screenshots are flat colours and anti-aliased text: the flat colours stay exact, only the
//   edges of glyphs move a little. The palette version is kept only when no pixel moved as far as
//   0.8 times the comparison's colour threshold (`quantizationFits`), so a capture of the same
//   page still matches it on every pixel; about half the bytes of a lossless file.
// - otherwise optipng (Debian's `optipng`) stores the same pixels, losslessly, as RGB or a palette.
//
//   node scripts/screenshots.mjs optimize       optimizes every reference still stored as RGBA (what
//                                               Vitest just wrote), in parallel; prints the bytes
//   node scripts/screenshots.mjs optimize --all the same for every reference, already optimized or
//                                               not (after a change of this policy)
//   node scripts/screenshots.mjs check          lists the references not optimized; exit 1 if any
//   node scripts/screenshots.mjs size           prints how many references there are, their bytes
//                                               and what redrawing them all adds to the history
//
// scripts/screenshots.test.ts checks that no reference is left as Vitest wrote it, that the
// lossless path keeps every pixel, that the palette path is refused when it would move more than
// the policy allows, and that the tolerance here is the one packages/ui/src/testing/visual.ts uses.
import { execFile, execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNG_SIGNATURE = '89504e470d0a1a0a';
/** PNG colour type 6: truecolour with alpha, what Vitest's encoder always writes. */
const RGBA = 6;

/** Every reference PNG of the working tree, committed or not (failed runs' -actual/-diff excluded). */
export function referencePaths(cwd = root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*/__screenshots__/*.png'],
    { cwd, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\0').filter(Boolean))]
    .filter((path) => !/-(actual|diff)\.png$/.test(path))
    .map((path) => join(cwd, path))
    .filter((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false; // deleted in the working tree
      }
    });
}

/** The colour type of a PNG's header (byte 25), or null when the file is not a PNG. */
export function colourType(path) {
  const header = Buffer.alloc(26);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 26, 0);
  } finally {
    closeSync(fd);
  }
  if (header.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null;
  return header[25];
}

export function unoptimized(paths) {
  return paths.filter((path) => colourType(path) === RGBA);
}

function bytes(paths) {
  return paths.reduce((total, path) => total + statSync(path).size, 0);
}

const megabytes = (count) => `${(count / 1e6).toFixed(1)} MB`;

/**
 * What the visual tests tolerate (packages/ui/src/testing/visual.ts's comparison, checked equal by
 * scripts/screenshots.test.ts): pixelmatch's colour threshold and the share of pixels that may
 * differ beyond it.
 */
export const COMPARISON = { threshold: 0.05, allowedMismatchedPixelRatio: 0 };

/** pixelmatch's colour distance of two opaque pixels, scaled as its threshold is (0 to 1). */
function distance(a, b, i) {
  const r = a[i] - b[i];
  const g = a[i + 1] - b[i + 1];
  const bl = a[i + 2] - b[i + 2];
  const y = r * 0.29889531 + g * 0.58662247 + bl * 0.11448223;
  const iq = r * 0.59597799 - g * 0.2741761 - bl * 0.32180189;
  const q = r * 0.21147017 - g * 0.52261711 + bl * 0.31114694;
  return Math.sqrt((0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q) / 35215);
}

/** How far (a share of the colour threshold) a palette may move any pixel of a reference. */
const PALETTE_MARGIN = 0.8;

/**
 * Whether a palette version of a reference may stand for it: same size, and no pixel moved as far
 * as 0.8 times the comparison's colour threshold. A capture identical to the original then matches
 * the palette version on every pixel (the comparison allows no changed pixel), and a change of
 * colour past 1.8 times the threshold is seen on every pixel.
 */
export function quantizationFits(originalBytes, quantizedBytes) {
  const original = PNG.sync.read(originalBytes);
  const quantized = PNG.sync.read(quantizedBytes);
  if (quantized.width !== original.width || quantized.height !== original.height) {
    return { fits: false, worst: 1, moved: original.width * original.height };
  }
  let moved = 0;
  let worst = 0;
  for (let i = 0; i < original.data.length; i += 4) {
    const d = distance(original.data, quantized.data, i);
    if (d > worst) worst = d;
    if (d > 0) moved++;
  }
  return { fits: worst < COMPARISON.threshold * PALETTE_MARGIN, worst, moved };
}

function requireTool(name, probe) {
  try {
    execFileSync(name, [probe], { stdio: 'ignore' });
  } catch {
    console.error(`${name} is missing: install it (Debian: apt-get install ${name}) and run again.`);
    process.exit(1);
  }
}

const run = promisify(execFile);

/** One reference: its palette version when it fits, else the same pixels losslessly. */
export async function optimizeOne(path, scratch) {
  const quantized = join(scratch, `${basename(path, '.png')}.palette.png`);
  // --nofs: no dithering (flat colours stay flat); --speed 1: the best palette pngquant finds;
  // exit 99 when no palette reaches quality 90, and then the lossless path is taken.
  const palette = await run('pngquant', [
    '--quality=90-100',
    '--nofs',
    '--speed',
    '1',
    '--strip',
    '--force',
    '--output',
    quantized,
    path,
  ])
    .then(() => quantizationFits(readFileSync(path), readFileSync(quantized)))
    .catch(() => ({ fits: false }));
  if (palette.fits) {
    renameSync(quantized, path);
    return 'palette';
  }
  rmSync(quantized, { force: true });
  // -o2: optipng's default trials; -strip all: no text chunks; -fix never (a bad PNG is an error).
  await run('optipng', ['-quiet', '-o2', '-strip', 'all', path]);
  return 'lossless';
}

async function optimize(paths) {
  requireTool('pngquant', '--version');
  requireTool('optipng', '-v');
  const before = bytes(paths);
  const scratch = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const counts = { palette: 0, lossless: 0 };
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) counts[await optimizeOne(path, scratch)]++;
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const after = bytes(paths);
  console.log(
    `${paths.length} reference(s) optimized (${counts.palette} as a palette, ${counts.lossless} lossless): ` +
      `${megabytes(before)} -> ${megabytes(after)} (${megabytes(before - after)} saved)`,
  );
}

/** What git adds to the history when every reference is redrawn: each file as a zlib'd blob. */
function redrawCost(paths) {
  return paths.reduce((total, path) => total + deflateSync(readFileSync(path)).length, 0);
}

async function main() {
  const [command = 'check'] = process.argv.slice(2);
  const all = referencePaths();
  if (command === 'size') {
    console.log(
      `${all.length} references, ${megabytes(bytes(all))}; redrawing them all adds ` +
        `${megabytes(redrawCost(all))} to the history`,
    );
    return;
  }
  const pending = unoptimized(all);
  if (command === 'optimize') {
    if (process.argv.includes('--all')) {
      await optimize(all);
      return;
    }
    if (pending.length === 0) console.log('Every reference is already optimized.');
    else await optimize(pending);
    return;
  }
  if (command === 'check') {
    if (pending.length === 0) {
      console.log(`${all.length} references, all optimized (${megabytes(bytes(all))}).`);
      return;
    }
    console.error(`Not optimized (run npm run screenshots:optimize):\n${pending.join('\n')}`);
    process.exit(1);
  }
  console.error(`Unknown command ${command}: optimize, check or size.`);
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
