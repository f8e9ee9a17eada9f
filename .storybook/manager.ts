// Storybook's own UI in the institution's colours, with its name and mark instead of Storybook's
// logo, and its name in the browser tab (« Fondations - Couleurs ⋅ Admission en ligne — … »).
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { fontStacks, lightColors } from '../packages/ui/src/theme/tokens';
import { brandImageUrl, brandTitle } from './brand';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle,
    brandImage: brandImageUrl,
    // No brandUrl: the mark leads to this Storybook's home, in the same tab.
    brandTarget: '_self',
    colorPrimary: lightColors.primary,
    colorSecondary: lightColors.primary,
    // System fonts, as the components: Storybook's own web font is never used.
    fontBase: fontStacks.body,
    fontCode: fontStacks.mono,
    textColor: lightColors.text,
  }),
});

// Storybook names the tab « <entry> ⋅ Storybook » (and « Storybook » before an entry is open),
// with no setting to change it: the name is swapped for the institution's each time it is set.
const storybookSuffix = ' ⋅ Storybook';

function renameTab() {
  const title = document.title;
  if (title === 'Storybook') document.title = brandTitle;
  else if (title.endsWith(storybookSuffix)) {
    document.title = `${title.slice(0, -storybookSuffix.length)} ⋅ ${brandTitle}`;
  }
}

new MutationObserver(renameTab).observe(document.head, {
  subtree: true,
  childList: true,
  characterData: true,
});
renameTab();
