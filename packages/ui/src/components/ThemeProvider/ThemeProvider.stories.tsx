import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';

// The brand override, a dark scope in a light page and the system theme are shown, and checked,
// under « Theming ». Here: the provider itself, with its controls.
const meta = {
  title: 'Components/ThemeProvider',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-themeprovider',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Portée de thème\u00a0: clair, sombre ou celui du système, pour la page entière ou une partie.',
      },
    },
  },
  args: { theme: 'dark', scope: 'element' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    scope: { control: 'inline-radio', options: ['element', 'document'] },
  },
  render: (args) => (
    <ThemeProvider {...args}>
      <div style={{ padding: '1rem', display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
        <Alert tone="info" title="Période d’admission">
          Les candidatures sont ouvertes.
        </Alert>
        <TextField label="Adresse e-mail" name="email" type="email" defaultValue="awa.diop@exemple.sn" />
        <Button>Continuer</Button>
      </div>
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Une partie sombre d’une page : la portée dessine elle-même sa surface, son texte et ses champs. */
export const DarkScope: Story = {
  name: 'Portée sombre',
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Adresse e-mail');
    const scope = canvasElement.querySelector('.adm-theme-dark');
    await expect(scope).not.toBeNull();
    await expect(scope).toContainElement(field);
    await expect(getComputedStyle(scope!).colorScheme).toBe('dark');
  },
};

/** Une partie claire d’une page (le thème par défaut). */
export const LightScope: Story = {
  name: 'Portée claire',
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.adm-theme-light')).not.toBeNull();
  },
};
