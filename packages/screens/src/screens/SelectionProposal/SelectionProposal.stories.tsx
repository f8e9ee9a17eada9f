import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SelectionProposal } from './SelectionProposal';
import type { AdjustmentView, SelectionApplication, SelectionView } from './types';
import { sampleStaffNavigation } from '../../testing/index';
import { StaffLayout } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

const listPath = '/admission/etudiant-candidats';
const listHref = `${listPath}?formation=prog-sociologie`;

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

const person = (
  id: string,
  firstName: string,
  lastName: string,
  score: number | null,
): SelectionApplication => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
  status: 'pending',
  documents: [],
  score,
  submissionDate: '2025-07-01T10:00:00Z',
});
const awa = person('u-101', 'Awa', 'Ndiaye', 15.5);
const ibrahima = person('u-102', 'Ibrahima', 'Fall', 14.25);
const mariama = person('u-103', 'Mariama', 'Ba', 14.25);
const ousmane = person('u-104', 'Ousmane', 'Sarr', 12.8);
const khady = person('u-105', 'Khady', 'Diop', 11);
const cheikh = person('u-106', 'Cheikh', 'Gueye', null);

const proposal: SelectionView = {
  accepted: [
    { application: awa, meritRank: 1, tieBreak: { subject: 'Mathématiques', mark: 16 } },
    { application: ibrahima, meritRank: 2, tieBreak: { subject: 'Mathématiques', mark: 15.5 } },
  ],
  waitlist: [
    { application: mariama, meritRank: 3, tieBreak: { subject: 'Mathématiques', mark: 12 }, waitlistRank: 1 },
    { application: ousmane, meritRank: 4, tieBreak: null, waitlistRank: 2 },
  ],
  others: [{ application: khady, meritRank: 5, tieBreak: { subject: 'Mathématiques', mark: 9 } }],
  unscored: [cheikh],
};
// « Retirer » Awa, « Admettre » Cheikh: Cheikh then Ibrahima accepted, Mariama and Ousmane waiting.
const adjusted: SelectionView = {
  accepted: [
    { application: cheikh, meritRank: null, tieBreak: null, included: true },
    { application: ibrahima, meritRank: 2, tieBreak: { subject: 'Mathématiques', mark: 15.5 } },
  ],
  waitlist: proposal.waitlist,
  others: [proposal.accepted[0]!, ...proposal.others],
  unscored: [],
};
const adjustments: AdjustmentView[] = [
  { kind: 'exclude', candidateId: awa.id, name: 'Awa Ndiaye', reason: 'Dossier incomplet' },
  { kind: 'include', candidateId: cheikh.id, name: 'Cheikh Gueye', reason: 'Sportif de haut niveau' },
];
const capacity = { places: 3, waitlistPlaces: 2, acceptedCount: 1, waitlistedCount: 0, placesLeft: 2 };
const unfixed = {
  places: null,
  waitlistPlaces: null,
  acceptedCount: 0,
  waitlistedCount: 0,
  placesLeft: null,
};
/** The rule as the portal's machine answers it, for this sample. */
const canAdjust = (kind: 'exclude' | 'include', id: string) =>
  kind === 'exclude'
    ? [awa.id, ibrahima.id, mariama.id, ousmane.id].includes(id)
    : [mariama.id, ousmane.id, khady.id, cheikh.id].includes(id);

const meta = {
  title: 'SelectionProposal',
  id: 'screens-selectionproposal',
  parameters: {
    docs: {
      description: {
        component:
          'Proposer une sélection pour une formation : capacité, proposition par mérite, ajustements motivés, confirmation.',
      },
    },
    layout: 'fullscreen',
  },
  component: SelectionProposal,
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
    programName: 'Sociologie',
    status: 'ready',
    capacity,
    canSetCapacity: true,
    proposal,
    adjustments: [],
    canAdjust,
    canConfirm: true,
    onRetry: fn(),
    onSaveCapacity: fn(),
    onAdjust: fn(),
    onUndo: fn(),
    onGiveReason: fn(),
    onCancelReason: fn(),
    onConfirm: fn(),
    onSend: fn(),
    onCancelConfirm: fn(),
    onProposeAgain: fn(),
  },
} satisfies Meta<typeof SelectionProposal>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement, caption: string) =>
  within(within(canvasElement).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

export const Proposal: Story = {
  name: 'Proposition',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Proposer une sélection\u00a0: Sociologie' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Retour à la liste Candidatures Université' }),
    ).toHaveAttribute('href', listHref);
    await expect(
      canvas.getByText('3 places, 1 déjà acceptée, 2 à pourvoir · liste d’attente : 2 places'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nombre de places/ })).toHaveValue('3');
    const accepted = within(canvas.getByRole('table', { name: 'Acceptée' }));
    await expect(accepted.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rang',
      'Nom',
      'Score',
      'Note départageante',
      'Action',
    ]);
    await expect(rowsOf(canvasElement, 'Acceptée')[0]).toContain('Mathématiques\u00a0: 16');
    await expect(rowsOf(canvasElement, 'Liste d’attente')[1]).toContain('Ousmane Sarr');
    await expect(canvas.getByRole('table', { name: 'Sans score' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Awa Ndiaye de la proposition' }));
    await expect(args.onAdjust).toHaveBeenCalledWith('exclude', awa.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Admettre Cheikh Gueye' }));
    await expect(args.onAdjust).toHaveBeenCalledWith('include', cheikh.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer la sélection' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const WithAdjustments: Story = {
  name: 'Avec ajustements',
  args: { proposal: adjusted, adjustments },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Ajustements' }));
    await expect(list.getByText('Awa Ndiaye : retirée (Dossier incomplet)')).toBeVisible();
    await expect(list.getByText('Cheikh Gueye : admise (Sportif de haut niveau)')).toBeVisible();
    await expect(rowsOf(canvasElement, 'Acceptée')[0]).toContain('Admise par décision');
    await expect(rowsOf(canvasElement, 'Autres candidatures classées')[0]).toContain('Retirée');
    await userEvent.click(list.getByRole('button', { name: 'Annuler l’ajustement de Awa Ndiaye' }));
    await expect(args.onUndo).toHaveBeenCalledWith(awa.id);
    backAtRest();
  },
};

export const AskingReason: Story = {
  name: 'Motif demandé',
  args: { asking: { kind: 'exclude', name: 'Awa Ndiaye' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Retirer de la proposition' }));
    await expect(dialog.getByText(/Awa Ndiaye restera en attente/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motif (obligatoire)' }), 'Dossier incomplet');
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer' }));
    await expect(args.onGiveReason).toHaveBeenCalledWith('Dossier incomplet');
    backAtRest();
  },
};

export const ReasonMissing: Story = {
  name: 'Motif manquant',
  args: { asking: { kind: 'include', name: 'Cheikh Gueye' }, reasonMissing: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Admettre la candidature' }));
    const reason = dialog.getByRole('textbox', { name: 'Motif (obligatoire)' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Indiquez le motif de cet ajustement.');
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancelReason).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Confirming: Story = {
  name: 'Confirmation',
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer la sélection' }));
    await expect(
      dialog.getByText('Accepter 2 candidatures et placer 2 candidatures sur liste d’attente ?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { confirming: true, sending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer la sélection' }));
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(dialog.getByText('Enregistrement…')).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    backAtRest();
  },
};

export const Failed: Story = {
  name: 'Échec de l’enregistrement',
  args: { proposal: adjusted, adjustments, applyFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La sélection n’a pas pu être enregistrée')).toBeVisible();
    // Everything kept: the adjustments, the proposal, the confirmation.
    await expect(canvas.getByRole('region', { name: 'Ajustements' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer la sélection' })).toBeEnabled();
  },
};

export const Conflict: Story = {
  name: 'Conflit',
  args: { status: 'conflict', conflict: { changed: ['Ibrahima Fall'], missing: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cette proposition n’est plus valable')).toBeVisible();
    await expect(
      canvas.getByText('1 candidature a changé depuis la proposition : rien n’a été enregistré.'),
    ).toBeVisible();
    await expect(canvas.getByText('Ibrahima Fall', { selector: 'li' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Proposer à nouveau' }));
    await expect(args.onProposeAgain).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Applied: Story = {
  name: 'Sélection enregistrée',
  args: { status: 'applied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sélection enregistrée')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const NotFixedAdmin: Story = {
  name: 'Places non fixées, administrateur',
  args: {
    capacity: unfixed,
    canConfirm: false,
    proposal: {
      accepted: [],
      waitlist: [],
      others: [...proposal.accepted, ...proposal.waitlist, ...proposal.others],
      unscored: [cheikh],
    },
    canAdjust: () => false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/fixez-le ci-dessous pour obtenir une proposition/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Acceptée' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirmer la sélection' })).not.toBeInTheDocument();
    const places = canvas.getByRole('textbox', { name: /Nombre de places/ });
    const waitlist = canvas.getByRole('textbox', { name: /Places sur liste d’attente/ });
    await userEvent.type(places, '3,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la capacité' }));
    await expect(places).toHaveAttribute('aria-invalid', 'true');
    await expect(places).toHaveFocus();
    await expect(args.onSaveCapacity).not.toHaveBeenCalled();
    await userEvent.clear(places);
    await userEvent.type(places, '3');
    await userEvent.type(waitlist, '2');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveCapacity).toHaveBeenCalledWith({ places: 3, waitlistPlaces: 2 });
    backAtRest();
  },
};

export const NotFixedTeacher: Story = {
  name: 'Places non fixées, enseignant',
  args: { ...NotFixedAdmin.args, canSetCapacity: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/un administrateur doit le fixer avant toute proposition/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Nombre de places/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Enregistrer la capacité' })).not.toBeInTheDocument();
  },
};

export const SavingCapacity: Story = {
  name: 'Capacité en cours d’enregistrement',
  args: { savingCapacity: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nombre de places/ })).toBeDisabled();
    await expect(canvas.getByText('Enregistrement…')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', programName: null, capacity: null, proposal: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement de la proposition…')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proposer une sélection' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { status: 'failed', programName: null, capacity: null, proposal: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossible de charger la proposition de sélection.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};
