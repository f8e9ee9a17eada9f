// docs/architecture.md: a page's copy travels in its chunk, so what the sign-in journey never shows
// is not in the first download; every page's title stays in titles.ts, but the staff's: their pages
// are routed in the staff chunk and set their titles themselves (staff.ts). The copy modules the first
// chunk carries (the titles, and the login's catalogue with the building blocks' words and the
// route error's) must therefore import no journey's copy: one import of candidate.ts from titles.ts
// put the candidate's whole catalogue, 4.9 kB of the dashboard and the programme change, in the
// portal's first chunk (measured on the build; 1.6 kB brotli).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const copyDir = fileURLToPath(new URL('../../src/copy/', import.meta.url));
// (The building blocks' words, blocks.ts, are @admission/ui's: fr.ts reads them from the package.)
const FIRST_CHUNK = ['titles', 'fr', 'errors'];

/** The copy modules (by name) that `name` imports, values and types alike. */
function importsOf(name: string): string[] {
  const text = readFileSync(`${copyDir}${name}.ts`, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'\.\/([\w]+)'/gms)].map(
    (match) => match[1] ?? '',
  );
}

/** Every copy module reached from `roots` through imports. */
function reached(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    importsOf(name).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

describe('the copy of the first chunk', () => {
  it('imports no journey’s copy (candidate, programme change, staff, student, account, public pages, receipt, history)', () => {
    expect([...reached(FIRST_CHUNK)].sort()).toEqual([...FIRST_CHUNK].sort());
  });

  it('reads the imports it checks: the copy of every page with a title imports titles.ts', () => {
    // history.ts, programChange.ts and password.ts are parts of a page (a disclosure, a dialog, the
    // password rules of the reset and profile pages): no title. staff.ts holds its pages' titles.
    const pages = readdirSync(copyDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter(
        (name) =>
          !FIRST_CHUNK.includes(name) && !['history', 'programChange', 'password', 'staff'].includes(name),
      );
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const name of pages) expect(importsOf(name), name).toContain('titles');
  });
});
