import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VerifyEmail } from './VerifyEmail';

const meta = {
  title: 'VerifyEmail',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-verifyemail',
  parameters: {
    docs: {
      description: {
        component:
          'Vérification de l’adresse e-mail\u00a0: en cours, réussie (redirection après 2\u00a0s) ou en erreur.',
      },
    },
    layout: 'fullscreen',
  },
  component: VerifyEmail,
  args: {
    status: 'verifying',
    loginHref: '/connexion',
    resendVerificationHref: '/admission/renvoyer-verification',
  },
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectError(canvasElement: HTMLElement, message: string, { resend = false } = {}) {
  const canvas = within(canvasElement);
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent('Erreur lors de la vérification');
  await expect(alert).toHaveTextContent(message);
  await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
    'href',
    '/connexion',
  );
  // A link that failed (cut, expired, used) leads to a new e-mail; other failures do not.
  const resendLink = canvas.queryByRole('link', { name: 'Renvoyer l’e-mail de vérification' });
  if (resend) await expect(resendLink).toHaveAttribute('href', '/admission/renvoyer-verification');
  else await expect(resendLink).toBeNull();
}

export const Verifying: Story = {
  name: 'Vérification en cours',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vérification de l’e-mail');
    await expect(canvas.getByRole('status')).toHaveTextContent('Vérification en cours…');
  },
};

export const Success: Story = {
  name: 'Adresse vérifiée',
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'E-mail vérifié avec succès ! Redirection en cours…',
    );
  },
};

export const MissingUserId: Story = {
  name: 'Erreur, identifiant manquant',
  args: { status: 'error', error: 'missingUserId' },
  play: ({ canvasElement }) => expectError(canvasElement, 'ID utilisateur manquant', { resend: true }),
};

export const UserNotFound: Story = {
  name: 'Erreur, utilisateur introuvable',
  args: { status: 'error', error: 'userNotFound' },
  play: ({ canvasElement }) => expectError(canvasElement, 'Utilisateur non trouvé'),
};

export const VerificationFailed: Story = {
  name: 'Erreur de vérification',
  args: { status: 'error', error: 'verificationFailed' },
  play: ({ canvasElement }) =>
    expectError(canvasElement, 'Erreur lors de la vérification de l’e-mail', { resend: true }),
};

export const UnexpectedError: Story = {
  name: 'Erreur inattendue',
  args: { status: 'error', error: 'unexpected' },
  play: ({ canvasElement }) => expectError(canvasElement, 'Une erreur inattendue s’est produite'),
};

export const Timeout: Story = {
  name: 'Erreur, délai dépassé',
  args: { status: 'error', error: 'timeout' },
  play: ({ canvasElement }) =>
    expectError(
      canvasElement,
      'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.',
    ),
};
