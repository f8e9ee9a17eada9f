import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-themetoggle',
  component: ThemeToggle,
  parameters: {
    docs: {
      description: {
        component:
          'Bouton qui bascule entre le thème clair et le thème sombre\u00a0; son nom dit ce qu’il va faire.',
      },
    },
  },
  args: { theme: 'light', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromLight: Story = {
  name: 'Depuis le thème clair',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activer le thème sombre' }));
    await expect(args.onToggle).toHaveBeenCalledWith('dark');
    backAtRest();
  },
};

export const FromDark: Story = {
  name: 'Depuis le thème sombre',
  args: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activer le thème clair' }));
    await expect(args.onToggle).toHaveBeenCalledWith('light');
    backAtRest();
  },
};
