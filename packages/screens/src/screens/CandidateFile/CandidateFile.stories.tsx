import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CandidateFile } from './CandidateFile';
import { HistoryTimeline } from '../CandidateDashboard/HistoryTimeline';
import { sampleCandidateFile, sampleStaffNavigation } from '../../testing/index';
import { StaffLayout } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

// The portal's list the file was opened from (the sidebar's current page), and its query string.
const listPath = '/admission/etudiant-candidats';
const listHref = `${listPath}?statut=pending&tri=nom`;

/** The page around the file, as the portal's staff layout renders it. */
function StaffPage({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <StaffLayout
      navigation={sampleStaffNavigation}
      currentPath={listPath}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
    >
      {children}
    </StaffLayout>
  );
}

// The preview's decorator provides the ToastProvider and the link component.
const meta = {
  title: 'CandidateFile',
  id: 'screens-candidatefile',
  parameters: {
    docs: {
      description: {
        component:
          'Dossier du candidat pour le personnel\u00a0: identité, notes et coefficients du bac, score et son calcul, choix, documents, historique, et les décisions des listes.',
      },
    },
    layout: 'fullscreen',
  },
  component: CandidateFile,
  decorators: [
    (Story) => (
      <StaffPage>
        <Story />
      </StaffPage>
    ),
  ],
  args: {
    kind: 'universite',
    listHref,
    status: 'ready',
    file: sampleCandidateFile,
    canDecide: true,
    onAccept: fn(),
    onReject: fn(),
    onRetry: fn(),
    onConfirmReject: fn(),
    onCancelReject: fn(),
    // As the portal draws it: the history's timeline, its events already loaded with the file.
    renderHistory: (events) => <HistoryTimeline status="ready" events={events} onRetry={fn()} />,
  },
} satisfies Meta<typeof CandidateFile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way back to the list keeps the list's address (its search, filter, order and page). */
async function expectBackLink(canvasElement: HTMLElement) {
  const back = within(canvasElement).getByRole('link', { name: 'Retour à la liste Candidatures Université' });
  await expect(back).toHaveAttribute('href', listHref);
}

const pending = sampleCandidateFile;
const accepted = {
  ...sampleCandidateFile,
  application: { ...sampleCandidateFile.application, status: 'accepted' as const },
  history: [
    ...sampleCandidateFile.history,
    { kind: 'decision' as const, at: '2025-08-01T09:30:00Z', decision: 'accepted' as const, reason: null },
  ],
};

export const Pending: Story = {
  name: 'En attente',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dossier du candidat' })).toBeVisible();
    await expectBackLink(canvasElement);
    await expect(canvas.getByText('Aminata Diallo', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('En attente')).toBeVisible();

    const identity = within(canvas.getByRole('region', { name: 'Identité et contact' }));
    await expect(identity.getByText('14 mars 2006')).toBeVisible();
    await expect(identity.getByText('Thiès')).toBeVisible();
    await expect(identity.getByText('+221 77 412 58 03')).toBeVisible();
    await expect(identity.getByText('aminata.diallo@example.org')).toBeVisible();

    // Each grade with its coefficient and its points; the weighted mean they make, beside the score.
    const grades = within(canvas.getByRole('region', { name: 'Notes du baccalauréat' }));
    const svt = within(grades.getByRole('row', { name: /SVT/ }));
    await expect(svt.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('15,25'),
      '6',
      '91,5',
    ]);
    const total = within(grades.getByRole('row', { name: /Total/ }));
    await expect(total.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '24', '297,5']);
    // Every column is visible without scrolling sideways, at 360 px too.
    const table = grades.getByRole('table', { name: 'Notes, coefficients et points par matière' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
    await expect(grades.getByText('Série S2, relevé n° BAC-2025-S2-004127')).toBeVisible();
    const score = within(canvas.getByRole('region', { name: 'Score et calcul' }));
    await expect(score.getByText('13,42')).toBeVisible();
    await expect(
      score.getByText(
        'Moyenne pondérée des notes du bac : 297,5 points ÷ 24 coefficients = 12,40 sur 20 (pour comparaison).',
      ),
    ).toBeVisible();

    // The choices by rank, whatever order the service gave them in.
    const choices = within(canvas.getByRole('region', { name: 'Choix de formation' }));
    await expect(choices.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1er choix\u00a0: Productions végétales',
      '2e choix\u00a0: Agroforesterie',
      '3e choix\u00a0: Productions animales',
    ]);
    const documents = within(canvas.getByRole('region', { name: 'Documents' }));
    await expect(documents.getAllByRole('link')).toHaveLength(2);
    const history = within(canvas.getByRole('region', { name: 'Historique de la candidature' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Accepter la candidature de Aminata Diallo' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Rejeter la candidature de Aminata Diallo' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Accepted: Story = {
  name: 'Acceptée, décision dans l’historique',
  args: { file: accepted, canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acceptée')).toBeVisible();
    await expect(canvas.getByText('Cette candidature a déjà fait l’objet d’une décision.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Rejeter/ })).toBeDisabled();
    const history = within(canvas.getByRole('region', { name: 'Historique de la candidature' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithoutGrades: Story = {
  name: 'Sans notes ni score',
  args: {
    file: {
      ...pending,
      application: { ...pending.application, score: null, documents: [] },
      bacResult: null,
      birthDate: null,
      phone: null,
      choices: [],
      history: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Le service de candidature n’a transmis aucune note pour ce candidat.'),
    ).toBeVisible();
    await expect(canvas.getByText('Non calculé')).toBeVisible();
    await expect(canvas.queryByText(/Moyenne pondérée/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Non renseignée')).toBeVisible();
    await expect(canvas.getByText('Aucun choix enregistré')).toBeVisible();
    await expect(canvas.getByText('Aucun document disponible')).toBeVisible();
    await expect(canvas.getByText('Aucun événement enregistré')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', file: null, canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement du dossier…')).toBeVisible();
    await expectBackLink(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Accepter/ })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { status: 'failed', file: null, canDecide: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossible de charger le dossier du candidat.')).toBeVisible();
    await expectBackLink(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Timeout: Story = {
  name: 'Délai dépassé',
  args: { status: 'timeout', file: null, canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossible de charger le dossier du candidat.')).toBeVisible();
    await expect(canvas.getByText(/Le serveur met trop de temps à répondre/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

export const Forbidden: Story = {
  name: 'Dossier d’une autre liste',
  args: { status: 'forbidden', file: null, canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Ce dossier relève d’une liste que votre rôle ne permet pas d’examiner.'),
    ).toBeVisible();
    // Trying again would be refused the same way.
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    await expectBackLink(canvasElement);
  },
};

export const NotFound: Story = {
  name: 'Dossier introuvable',
  args: { status: 'notFound', file: null, canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dossier introuvable')).toBeVisible();
    await expect(canvas.getByText(/Aucun dossier ne correspond à cette candidature/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    await expectBackLink(canvasElement);
  },
};

export const ConfirmingReject: Story = {
  name: 'Confirmation du rejet',
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeter la candidature' }));
    await expect(dialog.getByText('Confirmez le rejet de la candidature de Aminata Diallo.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Pièces manquantes');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le rejet' }));
    await expect(args.onConfirmReject).toHaveBeenCalledWith('Pièces manquantes');
    backAtRest();
  },
};

export const Conflict: Story = {
  name: 'Conflit, candidature déjà traitée',
  args: {
    file: { ...pending, application: { ...pending.application, status: 'rejected' } },
    conflict: { ...pending.application, status: 'rejected' },
    canDecide: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cette candidature a déjà été traitée')).toBeVisible();
    await expect(canvas.getByText('Candidature de Aminata Diallo : Rejetée.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
  },
};

export const DecisionInFlight: Story = {
  name: 'Décision en cours d’envoi',
  args: { canDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En attente')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Rejeter/ })).toBeDisabled();
  },
};
