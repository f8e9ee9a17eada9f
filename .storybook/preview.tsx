import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import {
  LinkProvider,
  preloadDialog,
  preloadToast,
  SupportContactProvider,
  ThemeProvider,
  ToastProvider,
  TooltipProvider,
  type LinkComponentProps,
  type ThemeSetting,
} from '../packages/ui/src/index';
import { sampleSupportContacts } from '../packages/ui/src/testing/index';
import { expectAtRest, expectScreenshot, prepareVisualTest } from '../packages/ui/src/testing/visual';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/styles.css';

// Stories have no router: links keep their href (for review) but do not navigate the preview away.
function StoryLink({ to, children, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/** The control a docgen type Storybook would give a JSON editor gets instead, if any. */
function controlFor(type: string): { type: 'text' } | false | undefined {
  // A text (a title, a label, a message, a button's text), or text that may be absent.
  if (type === 'ReactNode' || type === 'string | null') return { type: 'text' };
  // An element reference: nothing a designer can set.
  if (type.startsWith('Ref<')) return false;
  return undefined;
}

/**
 * Controls for what Storybook would otherwise edit as JSON: a text field for a prop typed
 * `ReactNode` or `string | null`, none for a `ref`. Runs before the controls are inferred; a control
 * a story sets itself (or `control: false`) stays.
 */
const controlsForOtherTypes: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const type = argType.type;
      const control =
        argType.control === undefined && type?.name === 'other' ? controlFor(type.value) : undefined;
      return [name, control === undefined ? argType : { ...argType, control }];
    }),
  );

const preview: Preview = {
  // Every component gets a Docs page: its description, a props table with the JSDoc of each prop,
  // and its stories with their controls.
  tags: ['autodocs'],
  argTypesEnhancers: [controlsForOtherTypes],
  // Dialogs and toasts load their code on first use; a story shows them at once, as a warm page does.
  loaders: [async () => ({ overlays: await Promise.all([preloadDialog(), preloadToast()]) })],
  globalTypes: {
    theme: {
      description: 'Thème clair ou sombre',
      toolbar: {
        title: 'Thème',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Clair' },
          { value: 'dark', title: 'Sombre' },
          { value: 'system', title: 'Système' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Building blocks get Storybook's padding; screens set `layout: 'fullscreen'` (a 360 px screen
    // is drawn 360 px wide, as on the phone).
    layout: 'padded',
    // axe's default rules plus WCAG 2.2's target size (24 px), which axe leaves off by default and
    // the e2e axe run (wcag22aa) checks: caught here, at the component, first.
    a11y: { test: 'error', options: { rules: { 'target-size': { enabled: true } } } },
    // Chromatic snapshots every story in the two modes `npm test` checks (light 1280, dark 360).
    chromatic: {
      modes: {
        'light 1280': { theme: 'light', viewport: 'desktop' },
        'dark 360': { theme: 'dark', viewport: 'mobile360' },
      },
    },
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet768: { name: 'Tablette 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Bureau 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  // Visual regression: when the stories run as tests, each one, once its play function has ended,
  // is compared with its reference screenshot (the whole page, dialogs and toasts included) in both
  // runs: light at 1280 px and dark at 360 px. In Storybook itself this does nothing.
  beforeEach: () => {
    prepareVisualTest();
  },
  // Before that, the story must be at rest, as Storybook will open it: no element left focused and
  // the page at its top, unless the story is about that (tags `focus`, `scroll`).
  afterEach: async ({ id, parameters, tags }) => {
    expectAtRest(id, { focus: tags.includes('focus'), scroll: tags.includes('scroll') });
    if (parameters.visual === false) return;
    await expectScreenshot(id);
  },
  decorators: [
    (Story, context) => {
      const theme: ThemeSetting =
        context.globals.theme === 'dark' || context.globals.theme === 'system'
          ? context.globals.theme
          : 'light';
      useEffect(() => {
        document.documentElement.lang = 'fr';
      }, []);
      // The theme on <html>, as the portal has it: the page, the body and what is portalled to it
      // (dialogs, toasts) are themed, with no wrapper that a full-screen story would have to fill.
      return (
        <ThemeProvider theme={theme} scope="document">
          <LinkProvider component={StoryLink}>
            <SupportContactProvider {...sampleSupportContacts}>
              <TooltipProvider>
                <ToastProvider>
                  <Story />
                </ToastProvider>
              </TooltipProvider>
            </SupportContactProvider>
          </LinkProvider>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
