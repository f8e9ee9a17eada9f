import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailRequest } from './EmailRequest';
import { resendVerificationPage } from './resendVerificationPage';
import { backAtRest, summaryFocusedThenAtRest } from '@admission/ui/testing';

const meta = {
  title: 'ResendVerification',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-resendverification',
  parameters: {
    docs: {
      description: {
        component: 'Demande d’un nouvel e-mail de vérification pour un compte pas encore activé.',
      },
    },
    layout: 'fullscreen',
  },
  component: EmailRequest,
  args: { page: resendVerificationPage, status: 'idle', onSubmit: fn(), loginHref: '/connexion' },
} satisfies Meta<typeof EmailRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Atteinte depuis le message « Votre compte n’est pas encore activé » de la connexion : l’adresse saisie et envoyée. */
export const AddressEntered: Story = {
  name: 'Adresse saisie',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Renvoyer l’e-mail de vérification' }),
    ).toBeVisible();
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'candidat.nonverifie@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Renvoyer l’e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'candidat.nonverifie@example.org' });
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/connexion',
    );
    backAtRest();
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { status: 'sending', defaultEmail: 'candidat.nonverifie@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  },
};

/** Ce que le serveur a confirmé : la demande a été prise en compte ; rien ne dit si le compte existe. */
export const Sent: Story = {
  name: 'E-mail envoyé',
  args: { status: 'sent', sentTo: 'candidat.nonverifie@example.org' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demande enregistrée' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Si un compte non activé correspond à candidat.nonverifie@example.org, un nouvel e-mail de vérification vient d’y être envoyé.',
    );
  },
};

/** La limite du serveur : signalée au-dessus du formulaire, l’adresse conservée. */
export const TooMany: Story = {
  name: 'Erreur, trop de demandes',
  args: { error: 'tooMany', defaultEmail: 'candidat.nonverifie@example.org' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Trop de demandes pour cette adresse.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('candidat.nonverifie@example.org');
    await summaryFocusedThenAtRest(canvasElement);
  },
};
