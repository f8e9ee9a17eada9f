import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateLayout } from '../../chrome/CandidateLayout';
import { ChoiceReceipt, type ChoiceReceiptView } from './ChoiceReceipt';
import { backAtRest } from '@admission/ui/testing';

const ranking: ChoiceReceiptView = {
  reference: 'JUS-2026-4F7K-9QXM',
  candidateId: 'CAND-2025-00042',
  savedAt: '2026-11-26T14:05:00.000Z',
  version: 2,
  choices: [
    { rank: 2, programName: 'Licence Agronomie – Productions végétales' },
    { rank: 1, programName: 'Licence Agronomie – Productions animales' },
    { rank: 3, programName: 'Licence Agronomie – Agroéconomie' },
  ],
};

const single: ChoiceReceiptView = {
  reference: 'JUS-2026-H2M8-R5TZ',
  candidateId: 'CAND-2025-00042',
  savedAt: '2026-12-01T08:30:00.000Z',
  version: 3,
  choices: [{ rank: 1, programName: 'Licence Chimie' }],
};

/**
 * Le justificatif d’un changement de programme (écart 52 de docs/behaviour.md) : juste après
 * « Enregistrer », ou rouvert depuis la carte de la candidature ou l’e-mail ; imprimable sur une
 * page A4, envoyé par e-mail sur demande.
 */
const meta = {
  title: 'ChoiceReceipt',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-choicereceipt',
  component: ChoiceReceipt,
  parameters: {
    docs: {
      description: {
        component:
          'Justificatif d’un changement de programme\u00a0: référence, date et choix enregistrés\u00a0; imprimable sur une page A4, envoyé par e-mail sur demande.',
      },
    },
    layout: 'fullscreen',
  },
  args: {
    status: 'ready',
    receipt: ranking,
    candidateName: 'Aminata Diallo',
    onSendEmail: fn(),
    onPrint: fn(),
    onRetry: fn(),
    dashboardHref: '/admission/candidat/dashboard',
  },
  decorators: [
    // On paper the layout's header and footer are left out: the print preview is drawn without them.
    (Story, { globals, args }) =>
      args.printPreview ? (
        <Story />
      ) : (
        <CandidateLayout
          theme={globals.theme === 'dark' ? 'dark' : 'light'}
          onThemeToggle={fn()}
          onLogout={fn()}
          dashboardHref="/admission/candidat/dashboard"
          profileHref="/profil"
        >
          <Story />
        </CandidateLayout>
      ),
  ],
} satisfies Meta<typeof ChoiceReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Juste après « Enregistrer » : le changement confirmé, sa référence, sa date et les choix par rang. */
export const JustSaved: Story = {
  name: 'Juste enregistré',
  args: { justSaved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vos choix ont été enregistrés' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Référence de votre modification' })).toHaveTextContent(
      'JUS-2026-4F7K-9QXM',
    );
    await expect(canvas.getByText('Aminata Diallo')).toBeVisible();
    // (Testing Library reads the no-break spaces around « h » as spaces.)
    await expect(canvas.getByText('26 novembre 2026 à 14 h 05')).toBeVisible();
    await expect(canvas.getByText('CAND-2025-00042')).toHaveStyle({ whiteSpace: 'nowrap' });
    // By rank, whatever order the service listed them in.
    const choices = canvas.getByRole('region', { name: 'Vos choix enregistrés' });
    const items = within(choices).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Choix n°\u00a01Licence Agronomie – Productions animales',
      'Choix n°\u00a02Licence Agronomie – Productions végétales',
      'Choix n°\u00a03Licence Agronomie – Agroéconomie',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir par e-mail' }));
    await expect(args.onSendEmail).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admission/candidat/dashboard',
    );
    backAtRest();
  },
};

/** Ouvert depuis la carte ou l’e-mail : un seul programme, intitulé comme un justificatif. */
export const SingleChoiceOpenedLater: Story = {
  name: 'Choix unique, ouvert plus tard',
  args: { receipt: single },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Justificatif de modification' }),
    ).toBeVisible();
    await expect(canvas.getByText('Licence Chimie')).toBeVisible();
    await expect(canvas.getByText('JUS-2026-H2M8-R5TZ')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', receipt: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement du justificatif…')).toBeVisible();
  },
};

/** Inconnu, ou celui d’un autre compte : le même message dans les deux cas, et le chemin du retour. */
export const NotFound: Story = {
  name: 'Introuvable',
  args: { status: 'notFound', receipt: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ce justificatif est introuvable/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Recevoir par e-mail' })).toBeNull();
  },
};

/** Un échec du chargement est signalé, avec « Réessayer », jamais présenté comme « introuvable ». */
export const LoadFailed: Story = {
  name: 'Erreur de chargement',
  args: { status: 'failed', loadError: 'failed', receipt: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger le justificatif.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const EmailSending: Story = {
  name: 'Envoi de l’e-mail en cours',
  args: { emailStatus: 'sending' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Envoi en cours…' });
    await expect(button).toBeDisabled();
  },
};

/** Le message du service lui-même : l’adresse où l’e-mail est parti, en partie masquée. */
export const EmailSent: Story = {
  name: 'E-mail envoyé',
  args: { emailStatus: 'sent', emailMessage: 'Le justificatif a été envoyé à l’adresse a•••@example.org.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Le justificatif a été envoyé à l’adresse a•••@example.org.',
    );
  },
};

/** Au-delà de la limite du service : son message indique quand réessayer. */
export const EmailTooMany: Story = {
  name: 'Erreur, trop d’envois par e-mail',
  args: {
    emailStatus: 'failed',
    emailError: 'tooMany',
    emailMessage: 'Ce justificatif a déjà été envoyé plusieurs fois. Réessayez dans 7\u00a0minutes.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Réessayez dans 7\sminutes\./);
    await expect(canvas.getByRole('button', { name: 'Recevoir par e-mail' })).toBeEnabled();
  },
};

export const EmailFailed: Story = {
  name: 'Erreur d’envoi de l’e-mail',
  args: { emailStatus: 'failed', emailError: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques instants.',
    );
  },
};

/**
 * Tel qu’imprimé : le navigateur omet l’en-tête, le pied de page et les actions, en noir sur blanc
 * (même en thème sombre) ; le test de bout en bout (e2e) imprime la vraie page dans un PDF d’une page
 * A4.
 */
export const Printed: Story = {
  name: 'Version imprimée',
  args: { printPreview: true, justSaved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The actions are not drawn on paper (nor offered to assistive technology in the preview).
    await expect(canvas.queryByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Retour au tableau de bord' })).toBeNull();
    await expect(canvas.getByText('Justificatif délivré par Admission en ligne.')).toBeVisible();
    await expect(canvas.getByText('JUS-2026-4F7K-9QXM')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  },
};
