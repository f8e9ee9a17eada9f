import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionUnavailable } from './SessionUnavailable';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'SessionUnavailable',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-sessionunavailable',
  parameters: {
    docs: {
      description: {
        component:
          'La session n’a pas pu être renouvelée pour une raison passagère (réseau, serveur)\u00a0: l’utilisateur reste connecté.',
      },
    },
    layout: 'fullscreen',
  },
  component: SessionUnavailable,
  args: { error: 'network', onRetry: fn(), loginHref: '/connexion' },
} satisfies Meta<typeof SessionUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkError: Story = {
  name: 'Erreur réseau',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connexion au service impossible',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Se connecter avec un autre compte' })).toHaveAttribute(
      'href',
      '/connexion',
    );
    backAtRest();
  },
};

export const ServerError: Story = {
  name: 'Erreur du serveur',
  args: { error: 'server' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Le service est momentanément indisponible.',
    );
  },
};

export const Timeout: Story = {
  name: 'Erreur, délai dépassé',
  args: { error: 'timeout' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};
