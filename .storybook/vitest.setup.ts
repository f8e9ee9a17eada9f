import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

// Each story-test project picks its theme (see vitest.config.ts): light at desktop width, dark at 360 px.
const theme = import.meta.env.STORYBOOK_TEST_THEME === 'dark' ? 'dark' : 'light';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme } }]);
