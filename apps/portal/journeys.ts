// The journey chunks (vite.config.ts), derived from the route table: a lazy import of
// src/app/routeTable.tsx written `import(/* journey: candidate */ '…')` puts that module, and what
// it imports, in the candidate's chunk. Read from the source at build time: a comment, so the pages
// pay no byte for it, and no list of modules is written twice.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** The route table the chunks are derived from. */
export const routeTableFile = resolve(import.meta.dirname, 'src/app/routeTable.tsx');

const marker = /\/\*\s*journey:\s*([\w-]+)\s*\*\//;

/** Each journey's modules (absolute paths, without extension), as the route table's imports mark them. */
export function journeyModules(file = routeTableFile): Map<string, string[]> {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const journeys = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    const specifier = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const argument = specifier ? node.arguments[0] : undefined;
    if (argument && ts.isStringLiteral(argument)) {
      // The comments between `import(` and the specifier.
      const journey = marker.exec(text.slice(argument.pos, argument.getStart(source)))?.[1];
      if (journey) {
        const module = resolve(dirname(file), argument.text);
        journeys.set(journey, [...(journeys.get(journey) ?? []), module]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return journeys;
}

/** Whether a module id is one of `modules` (whatever its extension). */
export function inJourney(modules: readonly string[]): (id: string) => boolean {
  const wanted = new Set(modules.map((module) => module.replace(/\\/g, '/')));
  return (id) => wanted.has(id.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, ''));
}
