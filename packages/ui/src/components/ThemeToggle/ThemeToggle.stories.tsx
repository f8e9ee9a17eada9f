import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'light', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromLight: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activer le thème sombre' }));
    await expect(args.onToggle).toHaveBeenCalledWith('dark');
    backAtRest();
  },
};

export const FromDark: Story = {
  args: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activer le thème clair' }));
    await expect(args.onToggle).toHaveBeenCalledWith('light');
    backAtRest();
  },
};
