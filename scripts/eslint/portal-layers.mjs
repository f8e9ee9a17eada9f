// ESLint rule `admission/portal-layers` (eslint.config.js): the layers of apps/portal/src.
//   features/<name>/**  may import its own folder, config/, services/ and packages, but neither app/
//                       (which composes the features: router, guards, providers) nor another feature;
//   config/**           imports neither app/ nor features/;
//   services/**         what features share that draws nothing (the services context, calls, the device's
//                       data): imports neither app/ nor features/ nor components/, and holds no React
//                       component (no .tsx file);
//   components/**       the React pieces features share (the application's history): imports neither
//                       app/ nor features/.
// Relative specifiers are resolved against the importing file, so '../../app/x' from a nested folder
// is judged by where it lands, not by its spelling. Covers static and dynamic imports, re-exports
// and `import('...')` types.
import path from 'node:path';

const portalSrc = path.resolve(import.meta.dirname, '../../apps/portal/src');

/** Where a path sits in apps/portal/src: its first folder (app, config, features...) and, under features/, the feature. */
function placeOf(file) {
  const relative = path.relative(portalSrc, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [layer, feature = ''] = relative.split(path.sep);
  return { layer, feature };
}

/** @type {import('eslint').Rule.RuleModule} */
export const portalLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the layers of apps/portal/src one way: app/ over features/ over components/ and services/ over config/.',
    },
    schema: [],
    messages: {
      featureToApp:
        "features/{{feature}} must not import from src/app ('{{source}}'): app/ composes the features (router, guards, providers), not the other way round. Take it as a prop or a route input, or move what both need to src/config or src/services.",
      featureToFeature:
        "features/{{feature}} must not import from another feature ('{{source}}' is in features/{{other}}): features are independent. Move what both need to src/config, src/services or a package.",
      configToLayer:
        "src/config must not import from src/{{layer}} ('{{source}}'): config/ is the bottom layer of the portal, which everything else may import.",
      sharedToLayer:
        "src/{{from}} must not import from src/{{layer}} ('{{source}}'): {{from}}/ is shared by the features and composed by app/, never the other way round. Move what both need down to src/services or src/config, or take it as a parameter.",
      componentInServices:
        'src/services holds no React component (this is a .tsx file): a piece the features share that draws something goes in src/components.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || !['features', 'config', 'services', 'components'].includes(from.layer)) return {};
    /** What each shared layer may not import. */
    const below = { services: ['app', 'features', 'components'], components: ['app', 'features'] };

    function check(node) {
      const source = node && node.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !(source.startsWith('.') || path.isAbsolute(source))) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (from.layer === 'services' || from.layer === 'components') {
        if (below[from.layer].includes(to.layer)) {
          context.report({
            node,
            messageId: 'sharedToLayer',
            data: { from: from.layer, layer: to.layer, source },
          });
        }
      } else if (from.layer === 'config') {
        if (to.layer === 'app' || to.layer === 'features') {
          context.report({ node, messageId: 'configToLayer', data: { layer: to.layer, source } });
        }
      } else if (to.layer === 'app') {
        context.report({ node, messageId: 'featureToApp', data: { feature: from.feature, source } });
      } else if (to.layer === 'features' && to.feature !== from.feature) {
        const other = to.feature || '(the features folder itself)';
        context.report({
          node,
          messageId: 'featureToFeature',
          data: { feature: from.feature, source, other },
        });
      }
    }

    return {
      Program: (node) => {
        if (from.layer === 'services' && context.filename.endsWith('.tsx'))
          context.report({ node, messageId: 'componentInServices' });
      },
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
