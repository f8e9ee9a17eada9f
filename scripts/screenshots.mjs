#!/usr/bin/env node
// The screenshot references (every `__screenshots__/` folder) as the repository stores them.
//
// Vitest writes a reference as 8-bit RGBA with its default compression. Screenshots are opaque and
// mostly flat colours: optipng (Debian's `optipng`) stores the same pixels as RGB or a palette in
// about half the bytes. A PNG is already compressed, so git cannot delta two versions of one: every
// redraw adds each changed file whole to the history, for good. Halving the files halves that.
//
//   node scripts/screenshots.mjs optimize   optimizes every reference still stored as RGBA (what
//                                           Vitest just wrote), in parallel; prints the bytes saved
//   node scripts/screenshots.mjs check      lists the references not optimized; exit 1 if any
//   node scripts/screenshots.mjs size       prints how many references there are and their bytes
//
// The pixels are the same (lossless; Vitest's comparator decodes both to RGBA): a test in
// scripts/screenshots.test.ts checks both points.
import { execFile, execFileSync } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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

async function optimize(paths) {
  try {
    execFileSync('optipng', ['-v'], { stdio: 'ignore' });
  } catch {
    console.error('optipng is missing: install it (Debian: apt-get install optipng) and run again.');
    process.exit(1);
  }
  const before = bytes(paths);
  const run = promisify(execFile);
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      // -o2: optipng's default trials; -strip all: no text chunks; -fix never (a bad PNG is an error).
      await run('optipng', ['-quiet', '-o2', '-strip', 'all', path]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const after = bytes(paths);
  console.log(
    `${paths.length} reference(s) optimized: ${megabytes(before)} -> ${megabytes(after)} (${megabytes(before - after)} saved)`,
  );
}

async function main() {
  const [command = 'check'] = process.argv.slice(2);
  const all = referencePaths();
  if (command === 'size') {
    console.log(`${all.length} references, ${megabytes(bytes(all))}`);
    return;
  }
  const pending = unoptimized(all);
  if (command === 'optimize') {
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
