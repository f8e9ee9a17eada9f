import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'NotFound',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-notfound',
  component: NotFound,
  parameters: {
    docs: {
      description: {
        component:
          'Page 404, rédigée en anglais par la spécification (lang="en" pour que les lecteurs d’écran la prononcent bien).',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Page introuvable (404)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
