import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import {
  darkTheme,
  LinkProvider,
  lightTheme,
  preloadDialog,
  preloadToast,
  ToastProvider,
  TooltipProvider,
  vars,
  type LinkComponentProps,
} from '../packages/ui/src/index';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/styles.css';

const themes = { light: lightTheme, dark: darkTheme } as const;

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

const preview: Preview = {
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
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
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
  decorators: [
    (Story, context) => {
      const name = context.globals.theme === 'dark' ? 'dark' : 'light';
      const theme = themes[name];
      useEffect(() => {
        const root = document.documentElement;
        root.lang = 'fr';
        root.classList.remove(lightTheme, darkTheme);
        root.classList.add(theme);
        root.style.colorScheme = name;
        document.body.style.background = vars.color.background;
        document.body.style.color = vars.color.text;
        document.body.style.fontFamily = vars.font.body;
      }, [name, theme]);
      return (
        <LinkProvider component={StoryLink}>
          <TooltipProvider>
            <ToastProvider>
              <div className={theme} style={{ minHeight: '100%', padding: '1rem' }}>
                <Story />
              </div>
            </ToastProvider>
          </TooltipProvider>
        </LinkProvider>
      );
    },
  ],
};

export default preview;
