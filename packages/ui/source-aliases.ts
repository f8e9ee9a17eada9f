// Inside the workspace, the portal, Storybook and the tests compile @admission/ui from its sources
// (vanilla-extract runs in their own build), through these aliases. The published manifest knows
// only the built files (dist), so nothing here reaches a consumer of the package.
import { fileURLToPath } from 'node:url';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Vite `resolve.alias` entries: `@admission/ui`, its stylesheets and the workspace-only sample data. */
export const uiSourceAliases = [
  { find: /^@admission\/ui$/, replacement: source('index.ts') },
  { find: /^@admission\/ui\/styles\.css$/, replacement: source('styles.css.ts') },
  { find: /^@admission\/ui\/reset\.css$/, replacement: source('reset.css.ts') },
  // Sample data (the spec's placeholder student space, stories): not published.
  { find: /^@admission\/ui\/testing$/, replacement: source('testing/index.ts') },
];
