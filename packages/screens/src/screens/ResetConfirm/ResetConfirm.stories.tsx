import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetConfirm } from './ResetConfirm';
import { backAtRest, summaryFocusedThenAtRest } from '@admission/ui/testing';

const meta = {
  title: 'ResetConfirm',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-resetconfirm',
  parameters: {
    docs: {
      description: {
        component: 'Formulaire du nouveau mot de passe, atteint depuis le lien reçu par e-mail.',
      },
    },
    layout: 'fullscreen',
  },
  component: ResetConfirm,
  args: {
    status: 'idle',
    onSubmit: fn(),
    loginHref: '/connexion',
    requestHref: '/admission/reset-password',
  },
} satisfies Meta<typeof ResetConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'À l’ouverture',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Nouveau mot de passe');
    await expect(password).toHaveAccessibleDescription(/Au moins 8 caractères/);
    await expect(password).toHaveValue('');
    await expect(canvas.getByLabelText('Confirmer le mot de passe')).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Les deux champs saisis, le premier affiché en clair, puis « Modifier le mot de passe ». */
export const PasswordsEntered: Story = {
  name: 'Mots de passe saisis',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Nouveau mot de passe');
    await userEvent.type(password, 'Nouveau#2025');
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), 'Nouveau#2025');
    // Each field has its own show/hide toggle.
    const toggles = canvas.getAllByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0]!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Nouveau#2025',
      confirmation: 'Nouveau#2025',
    });
    backAtRest();
  },
};

export const WeakPassword: Story = {
  name: 'Erreur, mot de passe trop faible',
  args: { error: 'weakPassword', missingRules: ['special', 'minLength', 'uppercase'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message =
      'Le mot de passe doit contenir\u00a0: au moins 8 caractères, au moins une majuscule, au moins un caractère spécial';
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(message.replace(/\s/g, ' '));
    const password = canvas.getByLabelText('Nouveau mot de passe');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(`Erreur\u00a0: ${message}$`));
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const Mismatch: Story = {
  name: 'Erreur, mots de passe différents',
  args: { error: 'mismatch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent('Les mots de passe ne correspondent pas.');
    const confirmation = canvas.getByLabelText('Confirmer le mot de passe');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Les mots de passe ne correspondent pas.' }));
    await expect(confirmation).toHaveFocus();
    backAtRest();
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Modification…' })).toBeDisabled();
  },
};

export const Done: Story = {
  name: 'Mot de passe modifié',
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mot de passe modifié\u202f!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
  },
};

export const Error: Story = {
  name: 'Erreur de réinitialisation',
  args: { error: 'failed' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group');
    await expect(summary).toHaveTextContent('Erreur lors de la réinitialisation du mot de passe.');
    await waitFor(() => expect(summary).toHaveFocus());
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const Refused: Story = {
  name: 'Erreur, lien refusé',
  args: { error: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group');
    await expect(summary).toHaveTextContent('Erreur lors de la réinitialisation du mot de passe.');
    await waitFor(() => expect(summary).toHaveFocus());
    // No dead end: a new link, and the form stays for another try.
    await expect(canvas.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/admission/reset-password',
    );
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toBeVisible();
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const MissingToken: Story = {
  name: 'Erreur, lien sans jeton',
  args: { error: 'missingToken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Token de réinitialisation manquant.');
    await expect(canvas.queryByLabelText('Nouveau mot de passe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/admission/reset-password',
    );
  },
};

/** Le lien est vérifié à l’ouverture de la page : aucun champ avant la réponse. */
export const Checking: Story = {
  name: 'Vérification du lien à l’ouverture',
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Vérification du lien…');
    await expect(canvas.queryByLabelText('Nouveau mot de passe')).toBeNull();
  },
};

/** Un lien déjà utilisé ou expiré, jugé à l’ouverture : la raison et un nouveau lien, sans formulaire. */
export const LinkInvalid: Story = {
  name: 'Erreur, lien déjà utilisé ou expiré',
  args: { error: 'linkInvalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Lien de réinitialisation invalide, déjà utilisé ou expiré.',
    );
    await expect(canvas.queryByLabelText('Nouveau mot de passe')).toBeNull();
    await expect(canvas.queryByLabelText('Confirmer le mot de passe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/admission/reset-password',
    );
  },
};

export const Timeout: Story = {
  name: 'Erreur, délai dépassé',
  args: { error: 'timeout' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group');
    await expect(summary).toHaveTextContent(
      'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    await summaryFocusedThenAtRest(canvasElement);
  },
};
