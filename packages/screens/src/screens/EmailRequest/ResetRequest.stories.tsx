import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailRequest } from './EmailRequest';
import { resetRequestPage } from './resetRequestPage';
import { backAtRest, summaryFocusedThenAtRest } from '@admission/ui/testing';

const meta = {
  title: 'ResetRequest',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-resetrequest',
  parameters: {
    docs: {
      description: { component: 'Demande d’un lien de réinitialisation du mot de passe, envoyé par e-mail.' },
    },
    layout: 'fullscreen',
  },
  component: EmailRequest,
  args: { page: resetRequestPage, status: 'idle', onSubmit: fn(), loginHref: '/connexion' },
} satisfies Meta<typeof EmailRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'À l’ouverture',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/connexion',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** L’e-mail saisi, puis « Envoyer le lien » actionné. */
export const EmailEntered: Story = {
  name: 'E-mail saisi',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'awa.diop@exemple.sn');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'awa.diop@exemple.sn' });
    backAtRest();
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { status: 'sending', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Envoi…' });
    await expect(button).toBeDisabled();
  },
};

export const Sent: Story = {
  name: 'Lien envoyé',
  args: { status: 'sent', sentTo: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail envoyé\u202f!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Si un compte correspond à awa.diop@exemple.sn, un e-mail de réinitialisation vient d’y être envoyé.',
    );
  },
};

export const Error: Story = {
  name: 'Erreur d’envoi',
  args: { error: 'sendFailed', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'E-mail non trouvé ou erreur lors de l’envoi de l’e-mail de réinitialisation.';
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(message);
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`Erreur\u00a0: ${message}`);
    await expect(email).toHaveValue('awa.diop@exemple.sn');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

/** L’API d’authentification a renvoyé un autre code que 200 (pour une adresse inconnue, entre autres). */
export const NotFound: Story = {
  name: 'Erreur, envoi impossible',
  args: { error: 'notFound', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Il y a un problème' })).toHaveTextContent(
      'Impossible d’envoyer l’e-mail de réinitialisation. Vérifiez l’adresse saisie.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const Timeout: Story = {
  name: 'Erreur, délai dépassé',
  args: { error: 'timeout', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Il y a un problème' })).toHaveTextContent(
      'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await summaryFocusedThenAtRest(canvasElement);
  },
};
