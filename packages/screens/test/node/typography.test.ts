// French typography of every string of the screens' copy and of ui's building blocks' words
// (docs/behaviour.md, deviation 45): what French public services print. The words are the spec's;
// only their typography and case differ (docs/behaviour.md, deviation 45). Every module of
// src/copy/ is read (a new one cannot be forgotten), ui's blocks.ts too, and so is the French written
// inside JSX: the text of the .tsx files of packages/ui/src, packages/screens/src and apps/portal/src
// (« E-mail : » in the support block was written there, with a plain space before the colon), their
// string children and their prose attributes.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/copy/fr';
import { passwordRuleCodes, passwordRules, weakPasswordMessage } from '../../src/copy/password';
import { programChangeCopy } from '../../src/copy/programChange';

const copyDir = fileURLToPath(new URL('../../src/copy/', import.meta.url));
const copyFiles = readdirSync(copyDir).filter((file) => /\.ts$/.test(file));
const copyModules: Record<string, unknown>[] = await Promise.all([
  ...copyFiles.map((file) => import(`../../src/copy/${file}`) as Promise<Record<string, unknown>>),
  // Not a relative import of ui's sources: the package's words, as the screens read them.
  import('@admission/ui/copy'),
]);

/** Every string of the copy, by path; a function is called with sample arguments. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    const text: unknown = (value as (...args: unknown[]) => unknown)('Awa Diop', 'Licence Chimie', 'x');
    if (typeof text === 'string') yield [`${path}()`, text];
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* strings(child, `${path}.${key}`);
  }
}

/** Every export of every copy module, by its name (`fr`, `candidateCopy`, `receiptCopy`…). */
const copy = Object.fromEntries(copyModules.flatMap((module) => Object.entries(module)));
const all = Object.entries(copy).flatMap(([name, value]) => [...strings(value, name)]);

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const JSX_ROOTS = ['packages/ui/src', 'packages/screens/src', 'apps/portal/src'];
/** Attributes that a person reads or hears. */
const PROSE_ATTRIBUTES = /^(?:aria-label|aria-description|title|alt|placeholder|label|description)$/;
const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(/^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name] ?? entity),
  );

/** JSX text as React renders it: lines trimmed where they break, blank lines dropped, joined by a space. */
function rendered(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  return lines
    .map((line, index) => {
      const start = index > 0 ? line.replace(/^[ \t]+/, '') : line;
      return index < lines.length - 1 ? start.replace(/[ \t]+$/, '') : start;
    })
    .filter((line) => line !== '')
    .join(' ');
}

/** The .tsx files under `dir` (screenshots and dependencies aside). */
function tsxFiles(dir: string): string[] {
  return readdirSync(`${repoRoot}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__screenshots__'
        ? []
        : tsxFiles(`${dir}/${entry.name}`);
    return entry.name.endsWith('.tsx') ? [`${dir}/${entry.name}`] : [];
  });
}

/** A string literal's text, a template's with `x` for each placeholder; null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  return null;
}

/** The French of `file`'s JSX: its text, its string children (`{'\u00a0: '}`) and its prose attributes. */
function jsxStrings(file: string, source: string): [string, string][] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: [string, string][] = [];
  const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = decode(rendered(node.text));
      if (text.trim() !== '') found.push([at(node), text]);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression);
      if (text !== null) found.push([at(node), text]);
    } else if (
      ts.isJsxAttribute(node) &&
      PROSE_ATTRIBUTES.test(node.name.getText(tree)) &&
      node.initializer
    ) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value ? literalText(value) : null;
      if (text !== null) found.push([at(node), ts.isStringLiteral(value!) ? decode(text) : text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const jsxFiles = JSX_ROOTS.flatMap((root) => tsxFiles(root));
const inJsx = jsxFiles.flatMap((file) => jsxStrings(file, readFileSync(`${repoRoot}${file}`, 'utf8')));

/** Not French prose: the spec's English 404 line, and the password rules' character list. */
const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const exempt = (text: string) => text.replace(SPECIAL_CHARACTERS, '').replace('Oops! Page not found', '');

const NNBSP = '\u202f';
const NBSP = '\u00a0';

const rules: [string, (text: string) => boolean][] = [
  ['a narrow no-break space before « ? ! ; »', (text) => /(?:^|[^\u202f])[?!;]/.test(text)],
  ['a no-break space before « : »', (text) => /(?:^|[^\u00a0]):(?!\/\/|\d)/.test(text)],
  ['« … », not three dots', (text) => text.includes('...')],
  ['a typographic apostrophe', (text) => text.includes("'")],
  ['one spelling: « e-mail »', (text) => /(?<![Ee]-)\b[Ee]mail\b/.test(text)],
  [
    'a no-break space after « n° » and before « % »',
    (text) => /n°(?![\u00a0\u202f])|(?:^|[^\u00a0\u202f])%/.test(text),
  ],
];

describe('French typography of the screens’ copy and the blocks’ words', () => {
  it('covers the whole copy: every module of src/copy/, ui’s blocks, and the JSX of ui, the screens and the portal', () => {
    expect(copyFiles.length).toBeGreaterThanOrEqual(11);
    for (const name of ['receiptCopy', 'historyCopy', 'errorsCopy', 'pageTitles', 'blocksFr'])
      expect(
        all.some(([path]) => path.startsWith(`${name}.`)),
        name,
      ).toBe(true);
    expect(all.length).toBeGreaterThan(350);
    expect(jsxFiles.some((file) => file.startsWith('apps/portal/src/'))).toBe(true);
    expect(jsxFiles.some((file) => file.startsWith('packages/screens/src/'))).toBe(true);
    expect(inJsx.length).toBeGreaterThan(100);
  });

  it('finds what JSX renders: text, entities, string children and prose attributes', () => {
    const sample = [
      '<p>',
      '  {copy.teacher} : {course.teacher}',
      '</p>;',
      "<VisuallyHidden>{copy.support.emailLabel}{'\\u00a0: '}</VisuallyHidden>;",
      '<p>Dossier&nbsp;: 12</p>;',
      '<button aria-label="Fermer la fenêtre ?" title={`Page ${page}`} className="a:b" />;',
    ].join('\n');
    expect(jsxStrings('sample.tsx', sample).map(([, text]) => text)).toEqual([
      ' : ',
      '\u00a0: ',
      'Dossier\u00a0: 12',
      'Fermer la fenêtre ?',
      'Page x',
    ]);
  });

  it.each(rules)('%s, everywhere in the copy', (_rule, breaks) => {
    const breaches = all.filter(([, text]) => breaks(exempt(text))).map(([path, text]) => `${path}: ${text}`);
    expect(breaches).toEqual([]);
  });

  it.each(rules)('%s, everywhere in JSX', (_rule, breaks) => {
    const breaches = inJsx
      .filter(([, text]) => breaks(exempt(text)))
      .map(([path, text]) => `${path}: ${text}`);
    expect(breaches).toEqual([]);
  });

  it('headings in sentence case (proper nouns aside)', () => {
    const properNouns = new Set(['Université', 'Institut', 'Coran', 'Majalis', 'JavaScript']);
    const headings = all.filter(([path]) => /(?:^|\.)(?:title|\w*Title)$|^staffCopy\.titles\./.test(path));
    expect(headings.length).toBeGreaterThan(40);
    const titleCase = headings.filter(([, text]) =>
      text
        .split(/\s+/)
        .slice(1)
        .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.has(word)),
    );
    expect(titleCase).toEqual([]);
  });

  it('the rules missed continue the sentence in lower case', () => {
    expect(weakPasswordMessage(['minLength', 'digit'])).toBe(
      `Le mot de passe doit contenir${NBSP}: au moins 8 caractères, au moins un chiffre`,
    );
    expect(passwordRuleCodes.map((code) => passwordRules[code][0])).toEqual(['A', 'A', 'A', 'A', 'A']);
  });

  it('breaks a line neither before « ? » nor inside « Votre choix actuel : 1. Productions végétales »', () => {
    expect(fr.login.forgotPassword).toBe(`Mot de passe oublié${NNBSP}?`);
    expect(programChangeCopy.currentChoice('1.\u00a0PV')).toBe(`Votre choix actuel${NBSP}: 1.${NBSP}PV`);
  });
});
