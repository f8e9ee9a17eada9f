import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Help } from './Help';

const meta = {
  title: 'Help',
  id: 'screens-help',
  component: Help,
  parameters: {
    docs: {
      description: {
        component:
          'Page d’aide\u00a0: les chemins pour retrouver l’accès à son compte sans écrire à l’assistance, puis les contacts de l’assistance dans le pied de page.',
      },
    },
    layout: 'fullscreen',
  },
  args: {
    resetPasswordHref: '/admission/reset-password',
    resendVerificationHref: '/admission/renvoyer-verification',
    registerHref: '/admission/register',
    loginHref: '/connexion',
  },
} satisfies Meta<typeof Help>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Le titre, les quatre liens dans l’ordre où on les cherche, l’assistance en pied de page. */
export const Default: Story = {
  name: 'Aide',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
    const links = within(within(canvas.getByRole('main')).getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mot de passe oublié\u202f?', '/admission/reset-password'],
      ['Renvoyer l’e-mail de vérification', '/admission/renvoyer-verification'],
      ['Créer un compte', '/admission/register'],
      ['Retour à la connexion', '/connexion'],
    ]);
    // One support block, the centred page's footer.
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(/Besoin d’aide\s\?/);
  },
};
