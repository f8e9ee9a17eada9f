// Inside the workspace, the portal, Storybook and the tests compile @admission/ui from its sources
// (vanilla-extract runs in their own build), through these aliases. The published manifest knows
// only the built files (dist), so nothing here reaches a consumer of the package.
import { fileURLToPath } from 'node:url';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Vite `resolve.alias` entries: `@admission/ui`, its stylesheets, and the workspace-only style module and samples. */
export const uiSourceAliases = [
  { find: /^@admission\/ui$/, replacement: source('index.ts') },
  { find: /^@admission\/ui\/styles\.css$/, replacement: source('styles.css.ts') },
  { find: /^@admission\/ui\/reset\.css$/, replacement: source('reset.css.ts') },
  // What @admission/screens reads without the whole entry (published through it, not on their own):
  // the style module its .css.ts files build from, and the blocks' words its catalogue spreads (a
  // Node test reads the catalogue with no style compiler).
  { find: /^@admission\/ui\/css$/, replacement: source('css.ts') },
  { find: /^@admission\/ui\/copy$/, replacement: source('copy/blocks.ts') },
  // The building blocks' sample data and the stories' helpers: not published.
  { find: /^@admission\/ui\/testing$/, replacement: source('testing/index.ts') },
];
