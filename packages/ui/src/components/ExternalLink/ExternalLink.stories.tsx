import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from './ExternalLink';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/ExternalLink',
  id: 'components-externallink',
  component: ExternalLink,
  parameters: {
    visual: false,
    docs: {
      description: {
        component:
          'Un lien vers un autre site, venu des données du serveur\u00a0: il s’ouvre dans un nouvel onglet et le dit aux lecteurs d’écran\u00a0; une adresse qui n’est pas http: ou https: n’est jamais un lien, `fallback` s’affiche à sa place.',
      },
    },
  },
  args: { href: 'https://example.org/releve-de-notes.pdf', children: 'Relevé de notes' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un document joint, ouvert dans un nouvel onglet. */
export const Default: Story = {
  name: 'Lien vers un document',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Relevé de notes (s’ouvre dans un nouvel onglet)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Une adresse dangereuse (`javascript:`) : pas de lien, le texte de remplacement. */
export const Unsafe: Story = {
  name: 'Adresse refusée (fallback)',
  args: { href: 'javascript:alert(1)', fallback: 'Document indisponible' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Document indisponible')).toBeVisible();
  },
};

/** Tous les états ci-dessus sur une seule image. */
export const Captures: Story = capturesOf(meta, { Default, Unsafe });
