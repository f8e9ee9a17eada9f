import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { RouteError } from './RouteError';

const meta = {
  title: 'Screens/RouteError',
  parameters: { layout: 'fullscreen' },
  component: RouteError,
  args: { onReload: fn() },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unexpected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cette page n’a pas pu s’afficher.');
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger la page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const ChunkDownloadFailed: Story = {
  args: { reason: 'network' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Vérifiez votre connexion internet',
    );
  },
};

export const WithStatus: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Code de l’erreur : 500');
  },
};
