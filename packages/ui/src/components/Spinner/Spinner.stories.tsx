import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { capturesOf } from '../../testing/captures';

const meta = {
  title: 'Components/Spinner',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-spinner',
  parameters: {
    // Compared with references once, every state on one page: the story Captures below.
    visual: false,
    docs: {
      description: {
        component: 'Indicateur de chargement avec son libellé, lu par les lecteurs d’écran (rôle status).',
      },
    },
  },
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisibleLabel: Story = {
  name: 'Chargement, libellé visible',
  args: { label: 'Chargement de votre dashboard…', hint: 'Veuillez patienter', centered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement de votre dashboard…Veuillez patienter',
    );
  },
};

export const ScreenReaderLabel: Story = {
  name: 'Chargement, libellé pour lecteur d’écran seulement',
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

/** Tous les états ci-dessus sur une seule image : la seule histoire de ce composant comparée à sa référence. */
export const Captures: Story = capturesOf(meta, { VisibleLabel, ScreenReaderLabel });
