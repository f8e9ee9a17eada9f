// The changelog a designer reads (Storybook's « Journal des modifications »: packages/ui/CHANGELOG.md
// and, under « À paraître », the pending changesets of .changeset/) is French, typeset as French
// public services print it: U+00A0 before « : » and inside the guillemets, U+202F before « ; ! ? »,
// the typographic apostrophe. Code spans are left as written.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const changesets = readdirSync(`${root}.changeset`)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => `.changeset/${name}`);

/** A file's prose: front matter and code spans left out. */
function prose(path: string): string {
  const source = readFileSync(`${root}${path}`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  return source
    .replace(/```[\s\S]*?```/g, '')
    .split('`')
    .filter((_, index) => index % 2 === 0)
    .join(' ');
}

/** What a French public service would not print, with a few characters around each. */
function faults(text: string): string[] {
  const rules: [string, RegExp][] = [
    ['space before « : » that is not U+00A0', /[ \u202f]:/g],
    ['space before « ; ! ? » that is not U+202F', /[ \u00a0][;!?]/g],
    ['guillemet without U+00A0 inside', /«(?!\u00a0)|(?<!\u00a0)»/g],
    ['straight apostrophe', /\p{L}'\p{L}/gu],
    ['English', /\b(?:the|and|is|are|takes|now|no longer|with|its)\b/g],
  ];
  return rules.flatMap(([rule, pattern]) =>
    [...text.matchAll(pattern)].map(
      (match) => `${rule}: ${text.slice(Math.max(0, match.index - 15), match.index + 15)}`,
    ),
  );
}

describe('the changelog of @admission/ui', () => {
  it('has pending changesets to show', () => {
    expect(changesets.length).toBeGreaterThan(0);
  });

  it.each(['packages/ui/CHANGELOG.md', ...changesets])('%s is French, typeset as French', (path) => {
    expect(faults(prose(path))).toEqual([]);
  });
});
