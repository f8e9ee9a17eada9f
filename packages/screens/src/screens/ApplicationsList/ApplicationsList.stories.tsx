import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationsList, type ApplicationsListProps } from './ApplicationsList';
import { staffCopy } from '../../copy/staff';
import type { ProgramKind, StaffApplication } from './types';
import type { StaffListSelection } from './BulkSelection';
import {
  coranApplications,
  majalisApplications,
  sampleStaffNavigation,
  universiteApplications,
} from '../../testing/index';
import { StaffLayout, useToast } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

// The portal's route of each list, the sidebar's current page.
const listPaths: Readonly<Record<ProgramKind, string>> = {
  universite: '/admission/etudiant-candidats',
  coran: '/admission/coran-candidats',
  majalis: '/admission/majalis-candidats',
};

/** The page around the list, as the portal's staff layout renders it: the sidebar keeps its state. */
function StaffPage({ kind, children }: { kind: ProgramKind; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <StaffLayout
      navigation={sampleStaffNavigation}
      currentPath={listPaths[kind]}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
    >
      {children}
    </StaffLayout>
  );
}

// The preview's decorator provides the ToastProvider the screen needs.
const meta = {
  title: 'ApplicationsList',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-applicationslist',
  parameters: {
    docs: {
      description: {
        component:
          'Liste des candidatures pour le personnel\u00a0: recherche et filtre, tableau, pagination, documents et rejet dans des boîtes de dialogue.',
      },
    },
    layout: 'fullscreen',
  },
  component: ApplicationsList,
  decorators: [
    (Story, { args }) => (
      <StaffPage kind={args.kind}>
        <Story />
      </StaffPage>
    ),
  ],
  args: {
    kind: 'universite',
    status: 'ready',
    rows: universiteApplications,
    paging: { page: 1, totalPages: 1, totalItems: universiteApplications.length },
    // The app's rule, as the portal's staff list machine answers it: a pending application.
    canDecide: (row) => row.status === 'pending',
    onAccept: fn(),
    onReject: fn(),
    onSearch: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onConfirmReject: fn(),
    onCancelReject: fn(),
  },
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = ['Prénom', 'Nom', 'E-mail', 'Statut', 'Documents', 'Actions'];

/**
 * Checks the sidebar's navigation: beside the list on a wide screen; under 768 px (the dark 360 px
 * story project) in the sheet that the menu button opens, closed again afterwards so the story
 * ends on the list it is named for.
 */
async function checkSidebarNavigation(
  canvasElement: HTMLElement,
  check: (nav: HTMLElement) => Promise<void>,
) {
  if (!window.matchMedia('(max-width: 767.98px)').matches) {
    await check(within(canvasElement).getByRole('navigation', { name: 'Navigation des modules' }));
    return;
  }
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Déplier le menu' }));
  const sheet = await screen.findByRole('dialog', { name: 'Navigation des modules' });
  await check(within(sheet).getByRole('navigation', { name: 'Navigation des modules' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Closed, the sheet gives the focus back to the menu button: the list is shown at rest.
  backAtRest();
}

export const Universite: Story = {
  name: 'Université',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(columns);
    // Every column fits: the region never needs sideways scrolling, at 360 px the rows stack.
    const region = canvas.getByRole('region', { name: 'Candidatures Université' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);

    const pending = within(canvas.getByRole('row', { name: /Aminata/ }));
    await expect(pending.getByText('En attente')).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Accepter/ })).toBeEnabled();
    await expect(pending.getByRole('button', { name: /^Rejeter/ })).toBeEnabled();

    const accepted = within(canvas.getByRole('row', { name: /Moussa/ }));
    await expect(accepted.getByText('Acceptée')).toBeVisible();
    await expect(accepted.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
    await expect(accepted.getByRole('button', { name: /^Rejeter/ })).toBeDisabled();

    const rejected = within(canvas.getByRole('row', { name: /Fatou/ }));
    await expect(rejected.getByText('Rejetée')).toBeVisible();
    await expect(rejected.getByRole('button', { name: /^Accepter/ })).toBeDisabled();

    await checkSidebarNavigation(canvasElement, (nav) => expect(nav).toBeVisible());
  },
};

/** Une ligne dont l’API a envoyé le statut hors contrat : « Statut inconnu », aucune décision proposée. */
export const UnknownStatus: Story = {
  name: 'Statut inconnu',
  args: {
    rows: [{ ...universiteApplications[0]!, status: 'unknown' }, ...universiteApplications.slice(1)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const odd = within(canvas.getByRole('row', { name: /Aminata/ }));
    await expect(odd.getByText('Statut inconnu')).toBeVisible();
    await expect(odd.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
    await expect(odd.getByRole('button', { name: /^Rejeter/ })).toBeDisabled();
    // The other rows are as they were.
    await expect(within(canvas.getByRole('row', { name: /Moussa/ })).getByText('Acceptée')).toBeVisible();
  },
};

export const Coran: Story = {
  name: 'Institut du Coran',
  args: { kind: 'coran', rows: coranApplications },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(coranApplications.length + 1);
    // The sidebar marks the list's own route as the current page.
    await checkSidebarNavigation(canvasElement, (nav) =>
      expect(within(nav).getByRole('link', { name: 'Candidatures Institut du Coran' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

export const Majalis: Story = {
  args: { kind: 'majalis', rows: majalisApplications },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Candidatures Majalis' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(majalisApplications.length + 1);
  },
};

export const DocumentsDialog: Story = {
  name: 'Documents joints',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Voir les documents de Aminata Diallo' });
    await userEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Documents joints' }));
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('Relevé de notes du baccalauréat');
    // Each "Voir" link names its document and says it opens a new tab.
    await expect(
      dialog.getByRole('link', {
        name: 'Voir Relevé de notes du baccalauréat (s’ouvre dans un nouvel onglet)',
      }),
    ).toBeVisible();
    const links = dialog.getAllByRole('link', { name: /^Voir/ });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await expect(links[0]).toHaveAttribute('href', 'https://example.org/documents/u-001/releve.pdf');

    // Escape closes the dialog and focus returns to the button that opened it; the story ends with
    // the dialog open again, as it is named.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Documents joints' });
    backAtRest();
  },
};

/** Une candidature sans documents le signale. */
export const DocumentsDialogWithoutDocuments: Story = {
  name: 'Documents joints, aucun document',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les documents de Fatou Ndiaye' }));
    const empty = within(await screen.findByRole('dialog', { name: 'Documents joints' }));
    await expect(empty.getByText('Aucun document disponible')).toBeVisible();
    await expect(empty.queryByRole('link', { name: /^Voir/ })).not.toBeInTheDocument();
    backAtRest();
  },
};

export const AcceptCallsBack: Story = {
  name: 'Accepter et rejeter',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter la candidature de Aminata Diallo' }));
    await expect(args.onAccept).toHaveBeenCalledWith('u-001');
    await userEvent.click(canvas.getByRole('button', { name: 'Rejeter la candidature de Aminata Diallo' }));
    await expect(args.onReject).toHaveBeenCalledWith('u-001');
    // The screen decides nothing: the row is what the app passes.
    await expect(within(canvas.getByRole('row', { name: /Aminata/ })).getByText('En attente')).toBeVisible();
    backAtRest();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { status: 'loading', rows: [], paging: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement des candidatures…')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // A new search may be asked while a page loads.
    await expect(canvas.getByRole('searchbox', { name: 'Nom ou e-mail' })).toBeEnabled();
  },
};

/**
 * The portal's first wait: it asks which programmes rank the list before the list itself, and has
 * no search to run yet (no `onSearch`). The form is drawn, its fields disabled: nothing typed there
 * can be lost when the list, once there, draws its own form.
 */
export const LoadingBeforeSearch: Story = {
  name: 'Chargement, recherche pas encore disponible',
  args: { status: 'loading', rows: [], paging: null },
  // The meta's `onSearch` left out: the portal gives none yet.
  render: ({ onSearch: _onSearch, ...args }) => <ApplicationsList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement des candidatures…')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Nom ou e-mail' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Statut' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Aucune candidature',
  args: { rows: [], paging: { page: 1, totalPages: 0, totalItems: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune candidature')).toBeVisible();
    await expect(canvas.getByText('0 candidatures')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { status: 'error', rows: [], paging: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossible de charger les candidatures.')).toBeVisible();
    await expect(canvas.queryByText('Aucune candidature')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Paging: Story = {
  name: 'Pagination',
  args: { paging: { page: 2, totalPages: 4, totalItems: 72 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('Page 2 sur 4')).toBeVisible();
    await expect(canvas.getByText('72 candidatures')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(nav.getByRole('button', { name: 'Page précédente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    backAtRest();
  },
};

export const LastPage: Story = {
  name: 'Dernière page',
  args: { paging: { page: 4, totalPages: 4, totalItems: 72 } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page précédente' })).toBeEnabled();
  },
};

export const SearchAndFilter: Story = {
  name: 'Recherche et filtre',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('search', { name: 'Rechercher une candidature' }));
    await userEvent.type(form.getByRole('searchbox', { name: 'Nom ou e-mail' }), '  diallo ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Statut' }), 'En attente');
    await userEvent.click(form.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith('diallo', 'pending');
    backAtRest();
  },
};

const rankedRows = [
  {
    ...universiteApplications[0]!,
    score: 14.25,
    mainChoice: { programId: 'prog-sociologie', programName: 'Sociologie' },
  },
  {
    ...universiteApplications[1]!,
    status: 'pending' as const,
    score: 12.8,
    mainChoice: {
      programId: 'prog-mathematiques-informatique',
      programName: 'Mathématiques et Informatique',
    },
  },
  { ...universiteApplications[2]!, status: 'pending' as const, score: null, mainChoice: null },
];

/**
 * Un service qui classe (son appel des formations a répondu) : colonnes « Choix principal » et
 * « Score », « Formation (choix principal) » et « Trier par ». Les candidatures en attente, par
 * mérite ; « Trier par » suit le statut choisi tant que l’ordre n’a pas été choisi.
 */
export const RankedByMerit: Story = {
  name: 'Classée par mérite',
  args: {
    rows: rankedRows,
    statusFilter: 'pending',
    sort: 'score',
    programs: [
      { programId: 'prog-mathematiques-informatique', programName: 'Mathématiques et Informatique' },
      { programId: 'prog-sociologie', programName: 'Sociologie' },
    ],
    defaultSort: (status) => (status === 'pending' ? 'score' : 'date'),
    paging: { page: 1, totalPages: 1, totalItems: rankedRows.length },
    // Each row opens its file, which keeps the list's address to come back to.
    fileHref: (row) => `${listPaths.universite}/dossier/${row.id}?statut=pending`,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Prénom',
      'Nom',
      'E-mail',
      'Choix principal',
      'Score',
      'Statut',
      'Documents',
      'Actions',
    ]);
    const region = canvas.getByRole('region', { name: 'Candidatures Université' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const first = within(canvas.getByRole('row', { name: /Aminata/ }));
    await expect(first.getByText('14,25')).toBeVisible();
    await expect(first.getByText('Sociologie')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ouvrir le dossier de Aminata Diallo' })).toHaveAttribute(
      'href',
      '/admission/etudiant-candidats/dossier/u-001?statut=pending',
    );
    const unscored = within(canvas.getByRole('row', { name: /Fatou/ }));
    await expect(unscored.getByText('Non calculé')).toBeVisible();
    await expect(unscored.getByText('Aucun')).toBeVisible();

    const form = within(canvas.getByRole('search', { name: 'Rechercher une candidature' }));
    const sort = form.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toHaveValue('score');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
    await expect(sort).toHaveValue('date');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Formation (choix principal)' }),
      'Sociologie',
    );
    await userEvent.click(form.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith('', null, { sort: 'date', program: 'prog-sociologie' });
    // Back as the story opens, for its screenshot.
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Statut' }), 'En attente');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Formation (choix principal)' }),
      'Toutes les formations',
    );
    backAtRest();
  },
};

/**
 * Une formation filtrée (docs/behaviour.md, « Proposed selection ») : le lien « Proposer une
 * sélection », et une candidature sur liste d’attente avec son rang.
 */
export const FilteredOnProgramme: Story = {
  name: 'Filtrée sur une formation, liste d’attente',
  args: {
    ...RankedByMerit.args,
    statusFilter: null,
    sort: 'date',
    programFilter: 'prog-sociologie',
    rows: [
      rankedRows[0]!,
      {
        ...rankedRows[1]!,
        status: 'waitlisted' as const,
        waitlistRank: 2,
        mainChoice: rankedRows[0]!.mainChoice,
      },
    ],
    paging: { page: 1, totalPages: 1, totalItems: 2 },
    selectionHref: `${listPaths.universite}/selection/prog-sociologie?formation=prog-sociologie`,
    // As the portal's machine answers: a waitlisted application may be decided too.
    canDecide: (row) => row.status === 'pending' || row.status === 'waitlisted',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Proposer une sélection pour Sociologie' }),
    ).toHaveAttribute(
      'href',
      '/admission/etudiant-candidats/selection/prog-sociologie?formation=prog-sociologie',
    );
    const waiting = within(canvas.getByRole('row', { name: /Moussa/ }));
    await expect(waiting.getByText('Liste d’attente')).toBeVisible();
    await expect(waiting.getByText('rang 2')).toBeVisible();
    // Every column is visible without scrolling sideways, the rank under its badge.
    const region = canvas.getByRole('region', { name: 'Candidatures Université' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const status = canvas.getByRole('combobox', { name: 'Statut' });
    await expect(within(status).getByRole('option', { name: 'Liste d’attente' })).toBeInTheDocument();
  },
};

// « Exporter (CSV) » and « Imprimer » (docs/behaviour.md, « Export and printing »): the ranked list
// of the pending applications, as a reviewer exports it.
const exportArgs = {
  ...RankedByMerit.args,
  paging: { page: 1, totalPages: 3, totalItems: 47 },
  onExport: fn(),
  onPrint: fn(),
};
const listTools = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Exporter ou imprimer la liste' }));

export const ExportAndPrint: Story = {
  name: 'Export et impression',
  args: exportArgs,
  play: async ({ args, canvasElement }) => {
    const tools = listTools(canvasElement);
    await userEvent.click(tools.getByRole('button', { name: 'Exporter (CSV)' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(tools.getByRole('button', { name: 'Imprimer' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    // Only on paper: what the printed table is, as the form and paging are not printed.
    const printed = within(canvasElement).getByText(/^Filtres appliqués/);
    await expect(printed).not.toBeVisible();
    await expect(printed.textContent).toBe(
      'Filtres appliqués\u00a0: Statut\u00a0: En attente\u202f; Formation (choix principal)\u00a0: Toutes les formations\u202f; Tri\u00a0: Score. Page imprimée\u00a0: 1 sur 3.',
    );
    backAtRest();
  },
};

export const Exporting: Story = {
  name: 'Export en cours',
  args: { ...exportArgs, exporting: true },
  play: async ({ canvasElement }) => {
    const tools = listTools(canvasElement);
    const busy = tools.getByRole('button', { name: 'Export en cours…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // Printing, searching and deciding go on meanwhile.
    await expect(tools.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Rechercher' })).toBeEnabled();
  },
};

/** The portal's toast after a failed export; the list stays as it was. */
function WithExportFailed(args: ApplicationsListProps) {
  const toast = useToast();
  return (
    <ApplicationsList
      {...args}
      onExport={() => toast.show({ tone: 'critical', ...staffCopy.exportFailedToast })}
    />
  );
}

export const ExportFailed: Story = {
  name: 'Échec de l’export',
  args: exportArgs,
  render: (args) => <WithExportFailed {...args} />,
  play: async ({ canvasElement }) => {
    const tools = listTools(canvasElement);
    await userEvent.click(tools.getByRole('button', { name: 'Exporter (CSV)' }));
    await screen.findByText('La liste n’a pas pu être exportée. Veuillez réessayer.');
    await waitFor(() => expect(document.querySelector('li[data-state="open"]')).toBeVisible());
    // Nothing else is lost: the rows, and the button to try again.
    await expect(tools.getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('row', { name: /Aminata/ })).toBeVisible();
    backAtRest();
  },
};

export const SearchWithNoResult: Story = {
  name: 'Recherche sans résultat',
  args: {
    rows: [],
    search: 'zzz',
    statusFilter: 'accepted',
    paging: { page: 1, totalPages: 0, totalItems: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune candidature ne correspond à votre recherche.')).toBeVisible();
    // The fields show the search in force.
    await expect(canvas.getByRole('searchbox', { name: 'Nom ou e-mail' })).toHaveValue('zzz');
    await expect(canvas.getByRole('combobox', { name: 'Statut' })).toHaveValue('accepted');
  },
};

export const ConfirmingReject: Story = {
  name: 'Confirmation du rejet',
  args: { confirming: universiteApplications[0] ?? null },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeter la candidature' }));
    await expect(dialog.getByText('Confirmez le rejet de la candidature de Aminata Diallo.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Pièces manquantes');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le rejet' }));
    await expect(args.onConfirmReject).toHaveBeenCalledWith('Pièces manquantes');
    backAtRest();
  },
};

export const CancellingReject: Story = {
  name: 'Annulation du rejet',
  args: { confirming: universiteApplications[0] ?? null },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Rejeter la candidature' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelReject).toHaveBeenCalled();
    await expect(args.onConfirmReject).not.toHaveBeenCalled();
    backAtRest();
  },
};

const decidedElsewhere = universiteApplications[0]
  ? { ...universiteApplications[0], status: 'rejected' as const }
  : null;

export const Conflict: Story = {
  name: 'Conflit, candidature déjà traitée',
  args: {
    conflict: decidedElsewhere,
    rows: universiteApplications.map((row) => (row.id === decidedElsewhere?.id ? decidedElsewhere : row)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cette candidature a déjà été traitée')).toBeVisible();
    await expect(canvas.getByText('Candidature de Aminata Diallo : Rejetée.')).toBeVisible();
    const row = within(canvas.getByRole('row', { name: /Aminata/ }));
    await expect(row.getByText('Rejetée')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Accepter/ })).toBeDisabled();
  },
};

export const DecisionInFlight: Story = {
  name: 'Décision en cours d’envoi',
  args: { canDecide: () => false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^(Accepter|Rejeter) la candidature/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/**
 * À propos du focus et du défilement qu’il entraîne (étiquettes `focus` et `scroll`) : la page,
 * parcourue avec la touche Tab à 360 px, a défilé jusqu’au bouton qui a le focus, et rien ne le
 * masque.
 */
export const MobileFocusNotObscured: Story = {
  tags: ['focus', 'scroll'],
  name: 'Mobile, focus jamais masqué',
  args: { kind: 'coran', rows: coranApplications },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Under 768 px the sidebar starts closed behind its menu button, which comes first in Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Déplier le menu' })).toHaveFocus();
    const view = canvas.getAllByRole('button', { name: /^Voir les documents de / })[0];
    if (!view) throw new Error('no "Voir les documents" button');
    for (let press = 0; press < 30 && document.activeElement !== view; press += 1) await userEvent.tab();
    await expect(view).toHaveFocus();
    // WCAG 2.2 2.4.11: nothing covers the focused button.
    const box = view.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(top !== null && view.contains(top)).toBe(true);
  },
};

// Bulk decisions (docs/behaviour.md, « Bulk decisions »): a page with more pending rows.
const bulkRows: readonly StaffApplication[] = [
  ...universiteApplications,
  ...(
    [
      ['u-004', 'Ousmane', 'Ba'],
      ['u-005', 'Awa', 'Faye'],
      ['u-006', 'Seydou', 'Camara'],
    ] as const
  ).map(([id, firstName, lastName]) => ({
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
    status: 'pending' as const,
    documents: [],
  })),
];
const bulkSelection = (overrides: Partial<StaffListSelection> = {}): StaffListSelection => ({
  selected: [],
  canSelect: (row) => row.status === 'pending',
  onToggle: fn(),
  onSelectPage: fn(),
  onClear: fn(),
  onBulk: fn(),
  confirming: null,
  sending: false,
  onConfirm: fn(),
  onCancel: fn(),
  conflict: null,
  ...overrides,
});
const bulkArgs = (overrides: Partial<StaffListSelection> = {}) => ({
  rows: bulkRows,
  paging: { page: 1, totalPages: 1, totalItems: bulkRows.length },
  selection: bulkSelection(overrides),
});

export const BulkSelection: Story = {
  name: 'Sélection de plusieurs candidatures',
  args: bulkArgs({ selected: ['u-001', 'u-004', 'u-006'] }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selection = args.selection as StaffListSelection;
    // A checkbox on each pending row only, named after the candidate.
    await expect(canvas.getAllByRole('checkbox', { name: /^Sélectionner la candidature de / })).toHaveLength(
      4,
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Sélectionner la candidature de Aminata Diallo' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Sélectionner la candidature de Awa Faye' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: /Moussa Sow/ })).toBeNull();
    const bar = within(canvas.getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByRole('status')).toHaveTextContent('3 candidatures sélectionnées');
    // Some selected: « Tout sélectionner » is mixed, and selects the page.
    const all = bar.getByRole('checkbox', { name: 'Tout sélectionner' });
    await expect(all).toBePartiallyChecked();
    // By keyboard: Space ticks a checkbox.
    canvas.getByRole('checkbox', { name: 'Sélectionner la candidature de Awa Faye' }).focus();
    await userEvent.keyboard(' ');
    await expect(selection.onToggle).toHaveBeenCalledWith('u-005');
    await userEvent.click(all);
    await expect(selection.onSelectPage).toHaveBeenCalled();
    await userEvent.click(bar.getByRole('button', { name: 'Accepter la sélection' }));
    await expect(selection.onBulk).toHaveBeenCalledWith('accepted');
    await userEvent.click(bar.getByRole('button', { name: 'Rejeter la sélection' }));
    await expect(selection.onBulk).toHaveBeenCalledWith('rejected');
    await userEvent.click(bar.getByRole('button', { name: 'Annuler la sélection' }));
    await expect(selection.onClear).toHaveBeenCalled();
    backAtRest();
  },
};

export const BulkConfirmAccept: Story = {
  name: 'Confirmation, accepter la sélection',
  args: bulkArgs({ selected: ['u-001', 'u-004', 'u-005', 'u-006'], confirming: 'accepted' }),
  play: async ({ args }) => {
    const selection = args.selection as StaffListSelection;
    // A narrow no-break space before « ? ».
    const dialog = within(await screen.findByRole('dialog', { name: 'Accepter 4 candidatures\u202f?' }));
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer l’acceptation' }));
    await expect(selection.onConfirm).toHaveBeenCalledWith('');
    backAtRest();
  },
};

export const BulkConfirmReject: Story = {
  name: 'Confirmation, rejeter la sélection',
  args: bulkArgs({ selected: ['u-004', 'u-005'], confirming: 'rejected' }),
  play: async ({ args }) => {
    const selection = args.selection as StaffListSelection;
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejeter 2 candidatures\u202f?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Motif, le même pour toutes (facultatif)' }),
      'Places épuisées',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le rejet' }));
    await expect(selection.onConfirm).toHaveBeenCalledWith('Places épuisées');
    await userEvent.keyboard('{Escape}');
    await expect(selection.onCancel).toHaveBeenCalled();
    backAtRest();
  },
};

export const BulkSending: Story = {
  name: 'Envoi des décisions de la sélection',
  args: bulkArgs({ selected: ['u-004'], confirming: 'accepted', sending: true }),
  play: async ({ args }) => {
    const selection = args.selection as StaffListSelection;
    // One: the singular.
    const dialog = within(await screen.findByRole('dialog', { name: 'Accepter 1 candidature\u202f?' }));
    await expect(dialog.getByText('Le candidat recevra la décision par e-mail.')).toBeVisible();
    // Busy: the confirmation cannot be sent twice nor cancelled halfway.
    await expect(dialog.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(selection.onCancel).not.toHaveBeenCalled();
    backAtRest();
  },
};

export const BulkConflict: Story = {
  name: 'Conflit, sélection modifiée entre-temps',
  args: {
    ...bulkArgs({ selected: ['u-004'], conflict: 2 }),
    // Two rows changed meanwhile: one decided by someone else, one still pending at a new version.
    rows: bulkRows.map((row) => (row.id === 'u-001' ? { ...row, status: 'accepted' as const } : row)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Aucune décision n’a été enregistrée')).toBeVisible();
    // The text as written (the matchers would fold the no-break space before « : »).
    await expect(alert.textContent).toContain(
      '2 candidatures ont changé depuis leur affichage\u00a0: leurs lignes montrent leur état actuel',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1 candidature sélectionnée');
    await expect(canvas.queryByRole('checkbox', { name: /Aminata Diallo/ })).toBeNull();
  },
};
