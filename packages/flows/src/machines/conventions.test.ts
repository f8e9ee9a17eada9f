// How the machines are written, held by a test so it does not come back: a machine's
// context changes only through actions named in its `setup()` (never an `assign(…)` written inside
// the `createMachine` config), an event is narrowed with `assertEvent` (never `event.type === … ?
// … : …`), and a context value is never cast (`context.x as string`): what a guard made sure of is
// read with `present()` (src/present.ts), which throws where a cast would have lied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));

const machineFiles = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

/** `context`, `context.a`, `context.a.b(…)`…: an expression that reads the context. */
function readsContext(node: ts.Expression): boolean {
  let root: ts.Expression = node;
  for (;;) {
    if (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = root.expression;
    else if (ts.isCallExpression(root) || ts.isNonNullExpression(root) || ts.isParenthesizedExpression(root))
      root = root.expression;
    else break;
  }
  return ts.isIdentifier(root) && root.text === 'context' && root !== node;
}

/** `event.type === …` or `event.type !== …`. */
function comparesEventType(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken)
    return false;
  return [node.left, node.right].some(
    (side) =>
      ts.isPropertyAccessExpression(side) &&
      side.name.text === 'type' &&
      ts.isIdentifier(side.expression) &&
      side.expression.text === 'event',
  );
}

function isCreateMachine(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return (
    (ts.isIdentifier(callee) && callee.text === 'createMachine') ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 'createMachine')
  );
}

/** What breaks the rules in one source, each as `<rule> line <n>: <text>`. */
export function violations(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (rule: string, node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${rule} line ${line}: ${node.getText(source).split('\n')[0]}`);
  };
  function visit(node: ts.Node, inConfig: boolean) {
    if (
      inConfig &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'assign'
    )
      report('inline assign', node);
    if (ts.isConditionalExpression(node) && comparesEventType(stripParens(node.condition)))
      report('event type ternary', node);
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken) &&
      (comparesEventType(stripParens(node.left)) || comparesEventType(stripParens(node.right)))
    )
      report('event type test', node);
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && readsContext(node.expression))
      report('context cast', node);
    if (ts.isCallExpression(node) && isCreateMachine(node)) {
      visit(node.expression, inConfig);
      for (const argument of node.arguments) visit(argument, true);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inConfig));
  }
  visit(source, false);
  return found;
}

function stripParens(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? stripParens(node.expression) : node;
}

describe('the machines are written one way', () => {
  it('finds the machines (the reading works)', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(12);
    expect(machineFiles).toContain('loginMachine.ts');
  });

  it.each(machineFiles)('%s: named actions, assertEvent, no cast of the context', (name) => {
    expect(violations(name, readFileSync(join(dir, name), 'utf8'))).toEqual([]);
  });

  it('tells each fault it looks for, and not the ways it is written right', () => {
    const wrong = `
      const m = s.createMachine({
        states: {
          a: { entry: assign({ n: 1 }) },
          b: { invoke: { input: ({ context, event }) => ({
            id: context.id as string,
            p: event.type === 'SUBMIT' ? event.p : '',
            q: event.type === 'GO' && event.q,
            u: (context.user as User).id,
          }) } },
        },
      });`;
    expect(violations('wrong.ts', wrong)).toEqual([
      'inline assign line 4: assign({ n: 1 })',
      'context cast line 6: context.id as string',
      "event type ternary line 7: event.type === 'SUBMIT' ? event.p : ''",
      "event type test line 8: event.type === 'GO' && event.q",
      'context cast line 9: context.user as User',
    ]);
    const right = `
      const s = setup({ actions: { count: assign({ n: 1 }) } });
      const m = s.createMachine({
        states: {
          a: { entry: 'count' },
          b: { invoke: { input: ({ context, event }) => {
            assertEvent(event, 'SUBMIT');
            if (event.type === 'SUBMIT') return { p: event.p };
            return { id: present(context.id, 'id'), kind: 'x' as const };
          } } },
        },
      });`;
    expect(violations('right.ts', right)).toEqual([]);
  });
});
