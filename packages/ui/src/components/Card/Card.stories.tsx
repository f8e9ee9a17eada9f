import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/Card',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-card',
  component: Card,
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component:
          'Conteneur de contenu\u00a0; avec un titre, c’est une section nommée, avec des actions à côté du titre.',
      },
    },
  },
  args: {
    title: 'Statut de la candidature',
    actions: <StatusBadge tone="info">En cours d’examen</StatusBadge>,
    children: <p style={{ margin: 0 }}>Soumise le 12 juillet 2025</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  name: 'Avec titre et action',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Statut de la candidature' });
    await expect(within(region).getByText('En cours d’examen')).toBeVisible();
  },
};

export const Plain: Story = { name: 'Sans titre', args: { title: undefined, actions: undefined } };

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { WithTitle, Plain });
