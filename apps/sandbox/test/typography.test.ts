// The sandbox's own French (its messages, mails, pages and seed) set as the portal's copy is
// (docs/behaviour.md, deviation 45): the portal shows the server's words as they come, so the
// stand-in server writes them as a French public service would. The English messages that imitate
// Keycloak's stay in English (they hold no French).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const files = readdirSync(srcDir).filter((file) => file.endsWith('.ts'));
/** The constants the sources write no-break spaces with. */
const SPACES: Record<string, string> = { NBSP: '\u00a0', NNBSP: '\u202f' };
const FRENCH = /[éèàêâîôûçœÉÀ’]|\b(?:le|la|les|des|une?|vous|votre|est|pour)\b/;

/** A literal's text; a template's with its no-break-space constants resolved and `x` for the rest. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  return (
    node.head.text +
    node.templateSpans.map((span) => (SPACES[span.expression.getText()] ?? 'x') + span.literal.text).join('')
  );
}

function frenchStrings(file: string): [string, string][] {
  const tree = ts.createSourceFile(file, readFileSync(srcDir + file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    // HTML pages (their CSS has colons of its own) and HTTP headers aside.
    if (text !== null && FRENCH.test(text) && !text.includes('<'))
      found.push([`${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`, text]);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const all = files.flatMap(frenchStrings);
const exempt = (text: string) => text.replace('Content-Type: application/json', '');

const rules: [string, (text: string) => boolean][] = [
  ['a narrow no-break space before « ? ! ; »', (text) => /(?:^|[^\u202f])[?!;](?=\s|$)/.test(text)],
  ['a no-break space before « : »', (text) => /(?:^|[^\u00a0]):(?=\s|$)/.test(text)],
  ['no-break spaces inside « »', (text) => /«(?!\u00a0)|(?<!\u00a0)»/.test(text)],
  ['« … », not three dots', (text) => text.includes('...')],
  ['a typographic apostrophe', (text) => /\p{L}'\p{L}/u.test(text)],
  ['one spelling: « e-mail »', (text) => /(?<![Ee]-)\b[Ee]mail\b/.test(text) || /courriel/i.test(text)],
];

describe('French typography of the sandbox’s own words', () => {
  it('reads the French of every source file', () => {
    expect(files).toContain('candidateService.ts');
    expect(all.length).toBeGreaterThan(100);
    expect(all.some(([, text]) => text.startsWith('Requête invalide'))).toBe(true);
  });

  it.each(rules)('%s', (_rule, breaks) => {
    const breaches = all.filter(([, text]) => breaks(exempt(text))).map(([at, text]) => `${at}: ${text}`);
    expect(breaches).toEqual([]);
  });
});
