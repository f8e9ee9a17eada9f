import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessDenied } from './AccessDenied';
import { backAtRest } from '@admission/ui/testing';

const meta = {
  title: 'AccessDenied',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-accessdenied',
  parameters: {
    docs: {
      description: {
        component:
          'Page «\u00a0Accès refusé\u00a0»\u00a0: retour au tableau de bord, ou connexion avec un autre compte.',
      },
    },
    layout: 'fullscreen',
  },
  component: AccessDenied,
  args: { dashboardHref: '/admission/candidat/dashboard', loginHref: '/connexion', onSwitchAccount: fn() },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Accès refusé',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
    await expect(
      canvas.getByText('Vous n’avez pas les permissions nécessaires pour accéder à cette page.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour au Dashboard' })).toHaveAttribute(
      'href',
      '/admission/candidat/dashboard',
    );
    const other = canvas.getByRole('link', { name: 'Se connecter avec un autre compte' });
    await expect(other).toHaveAttribute('href', '/connexion');
    await userEvent.click(other);
    await expect(args.onSwitchAccount).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};
