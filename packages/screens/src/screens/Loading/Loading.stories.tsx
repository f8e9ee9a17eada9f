import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loading } from './Loading';

const meta = {
  title: 'Loading',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-loading',
  component: Loading,
  parameters: {
    docs: {
      description: {
        component: 'Attente pleine page pendant le chargement d’une route ou la vérification de la session.',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Chargement',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const CheckingAuth: Story = {
  name: 'Vérification de l’authentification',
  args: { message: 'checkingAuth' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Vérification de l’authentification…',
    );
  },
};
