import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { tones } from '../../theme/tones';

const meta = {
  title: 'Components/StatusBadge',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-statusbadge',
  component: StatusBadge,
  parameters: {
    docs: {
      description: {
        component:
          'Étiquette de statut colorée, toujours avec son texte et, sauf le ton neutre, une icône\u00a0: jamais la couleur seule.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  args: { tone: 'caution', children: 'En attente' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  name: 'Tous les tons',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <StatusBadge tone="caution">Soumise</StatusBadge>
      <StatusBadge tone="caution">Liste d’attente</StatusBadge>
      <StatusBadge tone="info">En cours d’examen</StatusBadge>
      <StatusBadge tone="positive">Acceptée</StatusBadge>
      <StatusBadge tone="critical">Candidature non retenue</StatusBadge>
      <StatusBadge tone="neutral">Annulé</StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The label is text, not colour only.
    await expect(within(canvasElement).getByText('Acceptée')).toBeVisible();
    await expect(within(canvasElement).getByText('Candidature non retenue')).toBeVisible();
  },
};
