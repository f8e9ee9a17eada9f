import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Profile, type ProfileProps } from './Profile';
import { CandidateLayout } from '../../chrome/CandidateLayout';
import { backAtRest, summaryFocusedThenAtRest } from '@admission/ui/testing';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f6b3e"/><circle cx="48" cy="38" r="18" fill="#e3f3ea"/><rect x="18" y="62" width="60" height="30" rx="15" fill="#e3f3ea"/></svg>',
  );

const meta = {
  title: 'Profile',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-profile',
  parameters: {
    docs: {
      description: {
        component:
          'Page «\u00a0Mon profil\u00a0»\u00a0: photo, informations en lecture seule et formulaire de changement de mot de passe.',
      },
    },
    layout: 'fullscreen',
  },
  component: Profile,
  // The page as the portal shows it: inside CandidateLayout.
  decorators: [
    (Story, { globals }) => (
      <CandidateLayout
        onLogout={fn()}
        theme={globals.theme === 'dark' ? 'dark' : 'light'}
        onThemeToggle={fn()}
        dashboardHref="/admission/candidat/dashboard"
        profileHref="/profil"
        currentPath="/profil"
      >
        <Story />
      </CandidateLayout>
    ),
  ],
  args: {
    user: {
      fullName: 'Awa Diop',
      email: 'awa.diop@exemple.sn',
      phone: '+221 77 123 45 67',
      registrationNumber: 'ETU-2025-00123',
    },
    passwordStatus: 'idle',
    onPasswordSubmit: fn(),
    onPhotoChange: fn(),
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awa Diop')).toBeVisible();
    await expect(canvas.getByText('ETU-2025-00123')).toBeVisible();
    // A French button, the native input hidden but labelled and reachable with the keyboard.
    await expect(canvas.getByText('Choisir une photo')).toBeVisible();
    const input = canvas.getByLabelText('Choisir une photo');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription('Images uniquement (JPEG, PNG…).');
    await expect(canvas.getByLabelText('Mot de passe actuel')).toHaveValue('');
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
  },
};

/** Ce que montre le portail avant l’inscription : aucun numéro d’inscription n’est connu, et aucun n’est inventé. */
export const RegistrationNumberPending: Story = {
  name: 'Numéro d’inscription en attente',
  args: {
    user: {
      fullName: 'Fatou Sow',
      email: 'candidat.accepte@example.org',
      phone: null,
      registrationNumber: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('Numéro d’inscription');
    await expect(term.nextElementSibling).toHaveTextContent('Attribué à l’inscription');
    await expect(canvas.getByText('Fatou Sow')).toBeVisible();
    await expect(canvas.getByText('candidat.accepte@example.org')).toBeVisible();
    await expect(canvas.queryByText(/ETU-|ADM-/)).not.toBeInTheDocument();
  },
};

/** Une photo choisie, puis les trois champs du mot de passe saisis et envoyés. */
export const ChangesEntered: Story = {
  name: 'Modifications saisies',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choisir une photo');
    input.focus();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect(args.onPhotoChange).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Mot de passe actuel'), 'Ancien#2025');
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), 'Nouveau#2025');
    await userEvent.type(canvas.getByLabelText('Confirmer le nouveau mot de passe'), 'Nouveau#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    await expect(args.onPasswordSubmit).toHaveBeenCalledWith({
      currentPassword: 'Ancien#2025',
      newPassword: 'Nouveau#2025',
      confirmation: 'Nouveau#2025',
    });
    backAtRest();
  },
};

export const PasswordMismatch: Story = {
  name: 'Erreur, mots de passe différents',
  args: { passwordError: 'mismatch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Les mots de passe ne correspondent pas');
    await expect(canvas.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

/** Le serveur a refusé le mot de passe actuel (rien n’a changé) ; les champs gardent ce qui a été saisi. */
export const WrongCurrentPassword: Story = {
  name: 'Erreur, mot de passe actuel incorrect',
  args: { passwordError: 'wrongCurrentPassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Le mot de passe actuel est incorrect.');
    await expect(canvas.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Nouveau mot de passe')).not.toHaveAttribute('aria-invalid', 'true');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

/** Le nouveau mot de passe ne respecte pas certaines règles (vérification du formulaire ou du serveur) : chacune est nommée. */
export const NewPasswordTooWeak: Story = {
  name: 'Erreur, nouveau mot de passe trop faible',
  args: { passwordError: 'weakPassword', missingRules: ['minLength', 'digit'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Nouveau mot de passe');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Le mot de passe doit contenir\u00a0: au moins 8 caractères, au moins un chiffre',
      ),
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

/** Trop d’erreurs sur le mot de passe actuel : le compte est verrouillé un moment ; c’est dit au-dessus du formulaire. */
export const AccountLocked: Story = {
  name: 'Erreur, compte verrouillé',
  args: { passwordError: 'locked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Trop de mots de passe incorrects/,
    );
  },
};

/** Aucune réponse confirmée (délai dépassé, réponse illisible, panne du serveur) : jamais « mis à jour ». */
export const ChangeNotConfirmed: Story = {
  name: 'Erreur, changement non confirmé',
  args: { passwordError: 'timeout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le serveur met trop de temps à répondre.');
    await expect(canvas.queryByText(/mis à jour/)).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  name: 'Enregistrement en cours',
  args: { passwordStatus: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mise à jour…' })).toBeDisabled();
  },
};

export const PasswordUpdated: Story = {
  name: 'Mot de passe mis à jour',
  args: { notice: 'passwordUpdated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Votre mot de passe a été mis à jour',
    );
  },
};

export const PhotoUpdated: Story = {
  name: 'Photo mise à jour',
  args: { notice: 'photoUpdated', user: { ...meta.args.user, photoUrl: photo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre photo de profil a été mise à jour');
    await expect(canvas.getByRole('img', { name: 'Photo de profil' })).toHaveAttribute('src', photo);
  },
};

/** The app's password change: saving, then idle again (success) or with an error. */
function PasswordChangeRoundTrip(args: ProfileProps) {
  const [status, setStatus] = useState<'idle' | 'saving'>('idle');
  return (
    <Profile
      {...args}
      passwordStatus={status}
      onPasswordSubmit={(change) => {
        args.onPasswordSubmit(change);
        setStatus('saving');
        setTimeout(() => setStatus('idle'), 50);
      }}
    />
  );
}

export const PasswordClearedAfterSuccess: Story = {
  name: 'Champs vidés après succès',
  render: (args) => <PasswordChangeRoundTrip {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mot de passe actuel'), 'Ancien#2025');
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), 'Nouveau#2025');
    await userEvent.type(canvas.getByLabelText('Confirmer le nouveau mot de passe'), 'Nouveau#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    await expect(args.onPasswordSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByLabelText('Mot de passe actuel')).toHaveValue(''));
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirmer le nouveau mot de passe')).toHaveValue('');
    backAtRest();
  },
};
