import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteError } from './RouteError';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'RouteError',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-routeerror',
  parameters: {
    docs: {
      description: {
        component:
          'Ce qu’affiche une route qui ne se charge pas\u00a0: un message en français et deux issues, jamais un écran blanc.',
      },
    },
    layout: 'fullscreen',
  },
  component: RouteError,
  args: { onReload: fn() },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unexpected: Story = {
  name: 'Erreur inattendue',
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
  name: 'Erreur de téléchargement du code',
  args: { reason: 'network' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Vérifiez votre connexion internet',
    );
  },
};

export const WithStatus: Story = {
  name: 'Erreur avec code HTTP',
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Code de l’erreur : 500');
  },
};
