import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisibleLabel: Story = {
  args: { label: 'Chargement de votre dashboard…', hint: 'Veuillez patienter', centered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement de votre dashboard…Veuillez patienter',
    );
  },
};

export const ScreenReaderLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};
