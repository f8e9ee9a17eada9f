// The building blocks captured Braid's way (src/testing/captures.tsx): a stories file whose states
// are compared with references only through its `Captures` story must list every state in it, or
// a state added later would never be drawn in a reference. Read from the stories' syntax tree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('../../src', import.meta.url));

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

interface CapturePlan {
  /** Every exported story but `Captures`. */
  stories: string[];
  /** The states `capturesOf(meta, { … })` draws, or null when the file has no such call. */
  captured: string[] | null;
  /** Whether the meta's parameters say `visual: false`. */
  metaOffScreen: boolean;
}

function planOf(path: string): CapturePlan {
  const file = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const stories: string[] = [];
  let captured: string[] | null = null;
  let metaOffScreen = false;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text !== 'Captures')
          stories.push(declaration.name.text);
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'meta') {
      metaOffScreen = /parameters:\s*{[^}]*?visual:\s*false/s.test(node.getText(file));
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'capturesOf' &&
      node.arguments[1] &&
      ts.isObjectLiteralExpression(node.arguments[1])
    ) {
      captured = node.arguments[1].properties.map((property) => property.name?.getText(file) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { stories, captured, metaOffScreen };
}

const files = storiesFiles(source);
const captured = files.filter((path) => planOf(path).captured !== null);

describe('building blocks captured on one page', () => {
  it('are found (Button among them)', () => {
    expect(captured.map((path) => path.slice(source.length + 1))).toContain(
      'components/Button/Button.stories.tsx',
    );
  });

  it.each(captured.map((path) => [path.slice(source.length + 1), path]))(
    '%s: its Captures story draws every state, and only it is compared',
    (_name, path) => {
      const plan = planOf(path);
      expect(plan.captured).toEqual(plan.stories);
      expect(plan.metaOffScreen).toBe(true);
    },
  );

  it('no other stories file turns its screenshots off for all its stories', () => {
    const offWithoutCaptures = files.filter((path) => {
      const plan = planOf(path);
      return plan.metaOffScreen && plan.captured === null;
    });
    expect(offWithoutCaptures).toEqual([]);
  });
});
