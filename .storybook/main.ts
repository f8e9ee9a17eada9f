import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { markUrl } from './brand';
import { blocksGroup, frenchLabel } from '../packages/ui/src/docs/frenchNames';

/** DOM attributes shown in the props tables (with a control) where a component accepts them. */
const designerDomProps = new Set(['children', 'disabled', 'placeholder', 'required', 'readOnly']);

const config: StorybookConfig = {
  // Two sections in the sidebar: the published design system (@admission/ui: its introduction,
  // foundations, theming and building blocks) and the portal's screens (@admission/screens, private).
  // Each story file pins its `id` (components-button, screens-login...), so the sections rename no
  // story: links, tests and the reference screenshots' names stay what they were.
  stories: [
    {
      directory: '../packages/ui/src',
      files: '**/*.@(mdx|stories.@(ts|tsx))',
      titlePrefix: 'Système de conception',
    },
    { directory: '../packages/screens/src', files: '**/*.@(mdx|stories.@(ts|tsx))', titlePrefix: 'Écrans' },
  ],
  // The building blocks in French in the sidebar, where the search reads them: the story files'
  // titles « Components/Dialog » become « Composants/Dialogue, modale (Dialog) » as they are indexed
  // (packages/ui/src/docs/frenchNames.ts). Ids come from each file's pinned `id` (or, failing that,
  // from the title it wrote), never from the French one.
  experimental_indexers: (indexers = []) =>
    indexers.map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) =>
        (await indexer.createIndex(fileName, options)).map((input) => {
          const codeName = /^Système de conception\/Components\/(\w+)$/.exec(input.title ?? '')?.[1];
          if (!codeName) return input;
          return {
            ...input,
            ...(input.__id || input.metaId ? {} : { metaId: input.title }),
            title: `Système de conception/${blocksGroup}/${frenchLabel(codeName)}`,
          };
        }),
    })),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The browser tab shows the institution's mark, not Storybook's (after Storybook's own icon, so it wins).
  managerHead: (head) => `${head}\n<link rel="icon" type="image/svg+xml" href="${markUrl}" />`,
  // Props tables and controls from the components' TypeScript (react-docgen-typescript): every
  // optional prop is typed `X | undefined` (exactOptionalPropertyTypes), which react-docgen reads as
  // a "union" with a JSON editor; this one drops the `undefined`, so a boolean gets a toggle and a
  // set of literals a radio. It costs about 4 s of build (a TypeScript program over packages/ui).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      include: ['packages/ui/src/**/*.tsx', 'packages/screens/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props, with their JSDoc; of the hundreds of DOM attributes a component passes on,
      // only the few a designer tries out.
      propFilter: (prop) =>
        !prop.parent?.fileName.includes('node_modules') || designerDomProps.has(prop.name),
    },
  },
};

export default config;
