import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UiCopyProvider } from './UiCopyProvider';
import { backAtRest } from '../testing/rest';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { Stack } from '../layout/Stack';

const meta = {
  title: 'Components/UiCopyProvider',
  id: 'components-uicopyprovider',
  component: UiCopyProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Change les textes des blocs placés en dessous, section par section (`blocksFr` donne les sections et leurs valeurs françaises par défaut)\u00a0; ce qui n’est pas changé reste en français. Les fournisseurs s’imbriquent\u00a0: le plus proche l’emporte, entrée par entrée.',
      },
    },
  },
  args: { copy: { common: { show: 'Voir', hide: 'Cacher' } } },
  render: (args) => (
    <UiCopyProvider {...args}>
      <PasswordField label="Mot de passe" />
    </UiCopyProvider>
  ),
} satisfies Meta<typeof UiCopyProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Voir » et « Cacher » au lieu de « Afficher » et « Masquer » ; la fin du nom reste la valeur par défaut. */
export const Changed: Story = {
  name: 'Textes changés',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir le mot de passe' }));
    await expect(canvas.getByRole('button', { name: 'Cacher le mot de passe' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Afficher|Masquer/ })).toBeNull();
    backAtRest();
  },
};

/** Deux fournisseurs imbriqués : le champ du dedans prend « Cacher » du plus proche et « Voir » de l’autre. */
export const Nested: Story = {
  name: 'Fournisseurs imbriqués',
  args: { copy: { common: { show: 'Voir' } } },
  render: (args) => (
    <UiCopyProvider {...args}>
      <Stack space="lg">
        <PasswordField label="Mot de passe actuel" />
        <UiCopyProvider copy={{ common: { hide: 'Cacher' } }}>
          <PasswordField label="Nouveau mot de passe" />
        </UiCopyProvider>
      </Stack>
    </UiCopyProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [outer, inner] = canvas.getAllByRole('button', { name: 'Voir le mot de passe' });
    await userEvent.click(outer!);
    await userEvent.click(inner!);
    // The outer field keeps the default « Masquer »; the inner one takes « Cacher » from its own.
    await expect(canvas.getByRole('button', { name: 'Masquer le mot de passe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cacher le mot de passe' })).toBeVisible();
    backAtRest();
  },
};
