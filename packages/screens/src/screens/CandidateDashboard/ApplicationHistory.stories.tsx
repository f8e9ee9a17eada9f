import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationHistory } from './ApplicationHistory';
import { HistoryTimeline, type HistoryEntry } from './HistoryTimeline';
import { Card } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

const submitted: HistoryEntry = { kind: 'submitted', at: '2025-07-08T09:30:00Z' };
const changed: HistoryEntry = {
  kind: 'choiceChanged',
  at: '2026-11-26T14:05:00Z',
  receiptReference: 'JUS-2026-4F7K-9QXM',
  receiptHref: '/admission/candidat/justificatif/JUS-2026-4F7K-9QXM',
};

/**
 * « Historique de la candidature » (docs/behaviour.md, deviation 53), at the end of the status
 * card: closed until the candidate opens it (the history is loaded then), its events dated, oldest first.
 */
const opened = fn();

const meta = {
  title: 'CandidateDashboard/ApplicationHistory',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-candidatedashboard-applicationhistory',
  component: HistoryTimeline,
  parameters: {
    docs: {
      description: {
        component:
          'Historique daté de la candidature, à la fin de la carte de statut\u00a0: fermé tant que le candidat ne l’ouvre pas.',
      },
    },
  },
  args: { status: 'ready', events: [submitted, changed], onRetry: fn() },
  // The timeline inside its disclosure, at the end of the status card, as the dashboard has it.
  decorators: [
    (Story) => (
      <Card title="Statut de la candidature">
        <ApplicationHistory onOpen={opened}>
          <Story />
        </ApplicationHistory>
      </Card>
    ),
  ],
  beforeEach: () => {
    opened.mockClear();
  },
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the disclosure as the candidate would, then puts the page back at rest. */
async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByText('Historique de la candidature'));
}

/** Tel que le tableau de bord l’affiche d’abord : rien de demandé, rien d’affiché, tant qu’il n’est pas ouvert. */
export const Closed: Story = {
  name: 'Fermé',
  args: { status: 'loading', events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Historique de la candidature')).toBeVisible();
    await expect(canvas.queryByText('Chargement de l’historique…')).toBeNull();
    await expect(opened).not.toHaveBeenCalled();
    await open(canvasElement);
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Chargement de l’historique…')).toBeVisible();
    await userEvent.click(canvas.getByText('Historique de la candidature'));
    backAtRest();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', events: [] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(within(canvasElement).getByText('Chargement de l’historique…')).toBeVisible();
    backAtRest();
  },
};

/** Soumise, un changement avec son justificatif, puis refusée avec le motif donné par le personnel. */
export const RejectedWithReason: Story = {
  name: 'Non retenue, avec motif',
  args: {
    events: [
      submitted,
      changed,
      { kind: 'decision', at: '2026-12-02T10:15:00Z', decision: 'rejected', reason: 'Dossier incomplet' },
    ],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '8 juillet 2025 à 9\u00a0h\u00a030Candidature soumise',
      '26 novembre 2026 à 14\u00a0h\u00a005Choix de programme modifiéJustificatif JUS-2026-4F7K-9QXM',
      '2 décembre 2026 à 10\u00a0h\u00a015Candidature non retenueMotif\u00a0: Dossier incomplet',
    ]);
    await expect(canvas.getByRole('link', { name: 'Justificatif JUS-2026-4F7K-9QXM' })).toHaveAttribute(
      'href',
      '/admission/candidat/justificatif/JUS-2026-4F7K-9QXM',
    );
    backAtRest();
  },
};

export const Accepted: Story = {
  name: 'Acceptée',
  args: {
    events: [submitted, { kind: 'decision', at: '2026-12-02T10:15:00Z', decision: 'accepted', reason: null }],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(within(canvasElement).getByText('Candidature acceptée')).toBeVisible();
    backAtRest();
  },
};

/** Une date que le portail ne sait pas lire est signalée comme telle ; l’événement reste affiché. */
export const WithoutDate: Story = {
  name: 'Sans date lisible',
  args: { events: [{ kind: 'submitted', at: 'bientôt' }] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(
      'Date non renseignéeCandidature soumise',
    );
    backAtRest();
  },
};

/** Le service n’a pas d’historique à donner (il n’a pas cet ajout) : c’est dit, pas affiché comme vide. */
export const NoHistory: Story = {
  name: 'Historique indisponible',
  args: { status: 'unavailable', events: [] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      within(canvasElement).getByText(
        'L’historique de cette candidature n’est pas disponible pour le moment.',
      ),
    ).toBeVisible();
    backAtRest();
  },
};

export const LoadFailed: Story = {
  name: 'Erreur de chargement',
  args: { status: 'failed', events: [] },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger l’historique.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};
