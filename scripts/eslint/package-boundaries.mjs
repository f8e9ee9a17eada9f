// ESLint rule `admission/package-boundaries` (eslint.config.js): no relative import from one
// workspace package into another. `../../ui/src/components/Button/Button` from packages/screens
// compiles (the files are side by side), but it goes around the package's entry: the published
// @admission/ui would not have that file where the import looks for it, the layering rules that
// judge `@admission/*` specifiers (no-restricted-imports) never see it, and the importing package
// silently depends on another's insides. Another package is imported by its name.
// Relative specifiers are resolved against the importing file, so the rule judges where an import
// lands, not how it is spelt. Covers static and dynamic imports, re-exports and `import('...')` types.
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The workspace package a path belongs to (`packages/ui`, `apps/portal`...), or undefined. */
function packageOf(file) {
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [group, name] = relative.split(path.sep);
  return (group === 'packages' || group === 'apps') && name ? `${group}/${name}` : undefined;
}

/** The name another package imports it by (its package.json's), for the message. */
const names = {
  'packages/api-client': '@admission/api-client',
  'packages/flows': '@admission/flows',
  'packages/ui': '@admission/ui',
  'packages/screens': '@admission/screens',
  'apps/portal': '@admission/portal',
  'apps/sandbox': '@admission/sandbox',
};

/** @type {import('eslint').Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses a relative import that reaches into another workspace package.' },
    schema: [],
    messages: {
      crossPackage:
        "'{{source}}' reaches from {{from}} into {{to}} by a relative path: import it by its package name ({{name}}), through the entry it publishes to the workspace, so the boundaries of eslint.config.js (README, « Layout ») judge it.",
    },
  },
  create(context) {
    const from = packageOf(context.filename);
    if (!from) return {};

    function check(node) {
      const source = node && node.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = packageOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      context.report({
        node,
        messageId: 'crossPackage',
        data: { source, from, to, name: names[to] ?? to },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};
