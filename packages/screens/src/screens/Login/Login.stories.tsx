import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Login } from './Login';
import { backAtRest, summaryFocusedThenAtRest } from '@admission/ui/testing';

const meta = {
  title: 'Login',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-login',
  parameters: {
    docs: {
      description: {
        component:
          'Connexion du candidat ou du personnel\u00a0: e-mail et mot de passe, «\u00a0Se connecter\u00a0» («\u00a0Traitement…\u00a0» pendant l’envoi), les erreurs en haut du formulaire.',
      },
    },
    layout: 'fullscreen',
  },
  component: Login,
  args: {
    status: 'idle',
    onSubmit: fn(),
    registerHref: '/admission/register',
    resetPasswordHref: '/admission/reset-password',
  },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

/** La page à son ouverture : champs vides, rien de saisi. */
export const Idle: Story = {
  name: 'À l’ouverture',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveValue('');
    await expect(canvas.getByLabelText('Mot de passe')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute(
      'href',
      '/admission/reset-password',
    );
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/admission/register',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Le candidat a saisi un e-mail et un mot de passe, puis appuyé sur « Se connecter ». */
export const CredentialsEntered: Story = {
  name: 'Identifiants saisis',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Empty required fields: the browser blocks the submit.
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'awa.diop@exemple.sn');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Exemple#Histoire1');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'awa.diop@exemple.sn',
      password: 'Exemple#Histoire1',
    });
    backAtRest();
  },
};

export const Submitting: Story = {
  name: 'Envoi en cours',
  args: { status: 'submitting', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Traitement…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A fixed clock: the countdown reads 12 s in every screenshot. */
const FROZEN_NOW = Date.parse('2026-07-10T08:00:00Z');

/**
 * « Forte affluence » : le fournisseur d’identité est saturé (503, 429 ou pas de réponse), la
 * connexion réessaie seule et compte à rebours ; ce qui a été saisi reste, « Annuler » rend le
 * formulaire.
 */
export const Overloaded: Story = {
  name: 'Forte affluence, nouvel essai automatique',
  args: {
    status: 'submitting',
    defaultEmail: 'awa.diop@exemple.sn',
    overloaded: { retryAt: FROZEN_NOW + 12_000, now: () => FROZEN_NOW, onCancel: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The state's code loads when it comes (React.lazy): waited for, as the page waits for it.
    await expect(await canvas.findByText('Forte affluence', {}, { timeout: 15_000 })).toBeVisible();
    // getByText compares with the text's spaces collapsed; the typography is checked as written.
    const message = canvas.getByText(/^De nombreux candidats se connectent/);
    await expect(message.textContent).toBe(
      'De nombreux candidats se connectent en ce moment. Nous réessayons automatiquement\u202f; vos informations saisies sont conservées.',
    );
    // The countdown is seen; screen readers hear the wait once (a polite status), not every second.
    const countdown = canvas.getByText('Nouvel essai dans 12 s');
    await expect(countdown.textContent).toBe('Nouvel essai dans 12\u00a0s');
    await expect(countdown).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nouvel essai automatique dans 12 secondes.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await expect(canvas.getByRole('button', { name: 'Traitement…' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.overloaded?.onCancel).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const InvalidCredentials: Story = {
  name: 'Erreur de connexion, identifiants incorrects',
  args: { error: 'invalidCredentials', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Il y a un problème' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Identifiants incorrects. Veuillez réessayer.');
    // What the user typed is kept; the summary's link leads to the field (Components/ErrorSummary).
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await expect(
      canvas.getByRole('link', { name: 'Identifiants incorrects. Veuillez réessayer.' }),
    ).toHaveAttribute('href', '#login-email');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const ForbiddenRole: Story = {
  name: 'Erreur, rôle non autorisé',
  args: { error: 'forbiddenRole', defaultEmail: 'agent@exemple.sn' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Il y a un problème' });
    await expect(summary).toHaveTextContent('Accès non autorisé. Ce portail est réservé aux candidats.');
    await waitFor(() => expect(summary).toHaveFocus());
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const AccountDisabled: Story = {
  name: 'Erreur, compte désactivé',
  args: { error: 'accountDisabled', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(
      'Votre compte est désactivé. Veuillez contacter l’assistance.',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

/** Le message de Keycloak « Account is not fully set up » : e-mail non vérifié ou action requise en attente. */
export const AccountNotSetUp: Story = {
  name: 'Erreur, compte pas encore activé',
  args: {
    error: 'accountNotSetUp',
    defaultEmail: 'awa.diop@exemple.sn',
    resendVerificationHref: '/admission/verify-email/renvoyer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(
      'Votre compte n’est pas encore activé. Veuillez vérifier votre e-mail ou contacter l’assistance.',
    );
    // A way on: a new verification e-mail (the link of the first may be lost or expired).
    await expect(canvas.getByRole('link', { name: 'Renvoyer l’e-mail de vérification' })).toHaveAttribute(
      'href',
      '/admission/verify-email/renvoyer',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const InvalidCredentialsOrLocked: Story = {
  name: 'Erreur après plusieurs échecs, identifiants ou compte bloqué',
  args: { error: 'invalidCredentialsOrLocked', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text =
      'Identifiants incorrects, ou compte bloqué après plusieurs échecs. S’il est bloqué, réessayez dans 15\u00a0minutes au plus ou réinitialisez votre mot de passe.';
    // Both causes and the longest wait, since the identity provider answers a lock as a wrong password.
    // toHaveTextContent reads the no-break space as a space.
    await expect(canvas.getByRole('group')).toHaveTextContent(text.replace('\u00a0', ' '));
    await expect(canvas.getByRole('link', { name: text })).toHaveAttribute('href', '#login-email');
    // The way out the message names is on the page.
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const TooManyAttempts: Story = {
  name: 'Erreur, trop de tentatives',
  args: { error: 'tooManyAttempts', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(
      'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const ServerError: Story = {
  name: 'Erreur du serveur',
  args: { error: 'server', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const NetworkError: Story = {
  name: 'Erreur réseau',
  args: { error: 'network', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(
      'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.',
    );
    // The user can try again at once.
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const TimeoutError: Story = {
  name: 'Erreur, délai dépassé',
  args: { error: 'timeout', defaultEmail: 'awa.diop@exemple.sn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(
      'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.',
    );
    // Nothing lost: the e-mail stays and the candidate can try again.
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('awa.diop@exemple.sn');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const IdleLogoutNotice: Story = {
  name: 'Déconnecté après inactivité',
  args: { notice: 'idleLogout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Vous avez été déconnecté après une période d’inactivité.');
    // Above the form, and not an error.
    await expect(
      notice.compareDocumentPosition(canvas.getByLabelText('E-mail')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SessionExpiredNotice: Story = {
  name: 'Session expirée',
  args: { notice: 'sessionExpired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Après le lien de vérification, l’adresse inconnue de cette page : le compte est actif, champ vide. */
export const AccountVerifiedNotice: Story = {
  name: 'Compte activé après le lien de vérification',
  args: {
    confirmation:
      'Votre adresse e-mail est vérifiée\u00a0: votre compte est actif. Vous pouvez vous connecter.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice.textContent).toBe(
      'Votre adresse e-mail est vérifiée\u00a0: votre compte est actif. Vous pouvez vous connecter.',
    );
    await expect(
      notice.compareDocumentPosition(canvas.getByLabelText('E-mail')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Après le lien de vérification, l’adresse saisie plus tôt dans cette page : nommée et remplie. */
export const AccountVerifiedNoticeWithAddress: Story = {
  name: 'Compte activé, adresse connue',
  args: {
    confirmation:
      'L’adresse aissatou.ndiaye-ba@example.org est vérifiée\u00a0: votre compte est actif. Saisissez votre mot de passe pour vous connecter.',
    defaultEmail: 'aissatou.ndiaye-ba@example.org',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'L’adresse aissatou.ndiaye-ba@example.org est vérifiée\u00a0: votre compte est actif. Saisissez votre mot de passe pour vous connecter.',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('aissatou.ndiaye-ba@example.org');
  },
};

export const ForbiddenRoleOffersStaffSignIn: Story = {
  name: 'Erreur de rôle, lien vers la connexion du personnel',
  args: {
    error: 'forbiddenRole',
    defaultEmail: 'admin@example.org',
    staffLoginHref: '/admission/personnel/connexion',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous êtes membre du personnel ?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connexion personnel' })).toHaveAttribute(
      'href',
      '/admission/personnel/connexion',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const StaffIdle: Story = {
  name: 'Personnel, à l’ouverture',
  args: { variant: 'staff' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Connexion personnel' })).toBeNull();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StaffSubmitting: Story = {
  name: 'Personnel, envoi en cours',
  args: { variant: 'staff', status: 'submitting', defaultEmail: 'admin@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Traitement…' })).toBeDisabled();
  },
};

export const StaffNotStaff: Story = {
  name: 'Personnel, erreur, pas membre du personnel',
  args: { variant: 'staff', error: 'notStaff', defaultEmail: 'candidat.soumis@example.org' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Il y a un problème' });
    await expect(summary).toHaveTextContent('Accès non autorisé. Cet espace est réservé au personnel.');
    await waitFor(() => expect(summary).toHaveFocus());
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const StaffInvalidCredentials: Story = {
  name: 'Personnel, erreur de connexion',
  args: { variant: 'staff', error: 'invalidCredentials', defaultEmail: 'admin@example.org' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent('Identifiants incorrects. Veuillez réessayer.');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('admin@example.org');
    await summaryFocusedThenAtRest(canvasElement);
  },
};

export const StaffServerError: Story = {
  name: 'Personnel, erreur du serveur',
  args: { variant: 'staff', error: 'server', defaultEmail: 'admin@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    );
    await summaryFocusedThenAtRest(canvasElement);
  },
};
