import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ProgramChangeDialog,
  preloadProgramChangeDialog,
  type EligibleProgram,
  type ProgramChangeDialogProps,
} from './ProgramChangeDialog';
import type { Rank } from '@admission/flows';
import { Button, useToast } from '@admission/ui';
import { backAtRest } from '@admission/ui/testing';

const specialities: EligibleProgram[] = [
  { programId: 'prog-agro-veg', programName: 'Productions végétales', shortName: 'PV' },
  { programId: 'prog-agro-ani', programName: 'Productions animales', shortName: 'PA' },
  { programId: 'prog-agro-for', programName: 'Foresterie et agroforesterie', shortName: 'FA' },
];

// The other eligible programmes: flows removes the specialities and the duplicates.
const programs: EligibleProgram[] = [
  { programId: 'prog-info', programName: 'Licence Informatique', shortName: 'INFO' },
  { programId: 'prog-math', programName: 'Licence Mathématiques appliquées', shortName: 'MA' },
  { programId: 'prog-chim', programName: 'Licence Chimie', shortName: 'CHIM' },
];

const fullRanking = { 'prog-agro-veg': 1, 'prog-agro-ani': 2, 'prog-agro-for': 3 } as const;

// Every story is one state of the props; the dialog is controlled, so clicks only report calls.
const meta = {
  title: 'ProgramChangeDialog',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'screens-programchangedialog',
  parameters: { layout: 'fullscreen' },
  // A modal dialog holds the focus (its close button when it opens, or what was clicked): each
  // story shows it as a candidate has it, the focus inside (ReturnsFocusToOpener: on the opener).
  tags: ['focus'],
  component: ProgramChangeDialog,
  // The dialog's body is its own chunk: loaded before each story, so a play function finds the
  // dialog drawn (on a busy machine the first story of a run could otherwise look before it came).
  loaders: [
    async () => {
      await preloadProgramChangeDialog();
      return {};
    },
  ],
  args: {
    status: 'ready',
    programs,
    specialities,
    groupName: 'Sciences Agronomiques',
    ranking: {},
    selectedProgramId: null,
    mode: 'none',
    canSave: false,
    error: null,
    serverMessage: null,
    onClose: fn(),
    onRank: fn(),
    onPickProgram: fn(),
    onReset: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProgramChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const dialog = () => within(screen.getByRole('dialog', { name: 'Changement de programme' }));
const rankButton = (rank: Rank, name: string) =>
  dialog().getByRole('button', { name: `Rang ${rank}\u00a0: ${name}` });
/**
 * Waits until the dialog takes clicks. Radix makes the page behind a modal inert (`pointer-events:
 * none` on <body>) and the dialog clickable again one render later; a play function that clicks at
 * once, as in Storybook's UI on a fast machine, can land between the two.
 */
const dialogReady = () =>
  waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Changement de programme' })).toHaveStyle({
      pointerEvents: 'auto',
    }),
  );
const saveButton = () => dialog().getByRole('button', { name: 'Enregistrer' });
const rule =
  'Vous devez soit classer les 3 spécialités Sciences Agronomiques, soit choisir un autre programme.';

export const AsFirstOpened: Story = {
  name: 'À l’ouverture',
  args: { status: 'loading', programs: [], specialities: [] },
  play: async ({ args }) => {
    await dialogReady();
    await expect(dialog().getByRole('status')).toHaveTextContent('Chargement des programmes…');
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    await expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
    // The close button ends the change.
    await userEvent.click(dialog().getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NothingChosen: Story = {
  name: 'Rien de choisi',
  play: async ({ args }) => {
    await dialogReady();
    await expect(screen.getByRole('dialog', { name: 'Changement de programme' })).toHaveAccessibleDescription(
      rule,
    );
    await expect(saveButton()).toBeDisabled();
    await expect(dialog().getByRole('group', { name: 'Sciences Agronomiques' })).toBeVisible();
    await expect(dialog().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(dialog().queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    // Specialities are ranked, not picked: they are not among the radio buttons.
    await expect(dialog().getAllByRole('radio')).toHaveLength(programs.length);
    await expect(dialog().queryByRole('radio', { name: 'Productions végétales' })).not.toBeInTheDocument();
    await expect(dialog().queryByText('Vous avez choisi un autre programme')).not.toBeInTheDocument();
    await expect(
      dialog().queryByText('Vous êtes en train de classer les spécialités ci-dessus'),
    ).not.toBeInTheDocument();

    await userEvent.click(rankButton(2, 'Productions animales'));
    await expect(args.onRank).toHaveBeenCalledWith('prog-agro-ani', 2);
    await userEvent.click(dialog().getByRole('radio', { name: 'Licence Chimie' }));
    await expect(args.onPickProgram).toHaveBeenCalledWith('prog-chim');

    // Escape asks the app to end the change.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The Escape made the clicked radio's focus ring visible (keyboard modality): not part of the
    // state this story shows, and caught mid-transition it made the screenshot flaky.
    backAtRest();
  },
};

export const PartiallyRanked: Story = {
  name: 'Classement partiel',
  args: { mode: 'multiple', ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2 } },
  play: async ({ args }) => {
    await dialogReady();
    await expect(saveButton()).toBeDisabled();
    await expect(dialog().getByText('Vous êtes en train de classer les spécialités ci-dessus')).toBeVisible();
    await expect(rankButton(1, 'Productions végétales')).toHaveAttribute('aria-pressed', 'true');
    await expect(rankButton(2, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
    await expect(rankButton(1, 'Productions animales')).toHaveAttribute('aria-pressed', 'false');
    for (const rank of [1, 2, 3] as const) {
      await expect(rankButton(rank, 'Foresterie et agroforesterie')).toHaveAttribute('aria-pressed', 'false');
    }
    await userEvent.click(rankButton(3, 'Foresterie et agroforesterie'));
    await expect(args.onRank).toHaveBeenCalledWith('prog-agro-for', 3);
  },
};

export const FullyRanked: Story = {
  name: 'Classement complet',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true },
  play: async ({ args }) => {
    await dialogReady();
    await expect(dialog().getAllByRole('button', { pressed: true })).toHaveLength(3);
    await expect(rankButton(3, 'Foresterie et agroforesterie')).toHaveAttribute('aria-pressed', 'true');
    await expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog().getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Un classement interrompu par un rechargement, un retour à la page précédente ou la fin de la session, proposé à nouveau tel qu’il avait été laissé. */
export const RestoredRanking: Story = {
  name: 'Classement restauré',
  args: { mode: 'multiple', ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2 }, restored: true },
  play: async () => {
    await dialogReady();
    await expect(
      dialog().getByText(
        'Votre choix n’avait pas été enregistré : le voici tel que vous l’aviez laissé. Vérifiez-le, puis enregistrez-le.',
      ),
    ).toBeVisible();
    await expect(rankButton(2, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OtherProgramChosen: Story = {
  name: 'Autre programme choisi',
  args: { mode: 'single', selectedProgramId: 'prog-info', canSave: true },
  play: async ({ args }) => {
    await dialogReady();
    await expect(dialog().getByText('Vous avez choisi un autre programme')).toBeVisible();
    await expect(dialog().getByRole('radio', { name: 'Licence Informatique' })).toBeChecked();
    await expect(dialog().getByRole('radio', { name: 'Licence Chimie' })).not.toBeChecked();
    await expect(dialog().queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(saveButton()).toBeEnabled();
    await userEvent.click(dialog().getByRole('radio', { name: 'Licence Chimie' }));
    await expect(args.onPickProgram).toHaveBeenCalledWith('prog-chim');
    await userEvent.click(saveButton());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  name: 'Enregistrement en cours',
  args: { status: 'saving', mode: 'multiple', ranking: fullRanking, canSave: false },
  play: async ({ args }) => {
    await dialogReady();
    const save = dialog().getByRole('button', { name: 'Enregistrement…' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await expect(rankButton(1, 'Productions animales')).toBeDisabled();
    await expect(dialog().getByRole('radio', { name: 'Licence Chimie' })).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
    // No state without an exit: the dialog can be closed while the save is in flight.
    await expect(dialog().getByRole('button', { name: 'Fermer' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The error alert's text, and that the selection is still shown around it. */
async function expectError(text: string) {
  const alert = dialog().getByRole('alert');
  await expect(alert).toHaveTextContent('Erreur');
  await expect(alert).toHaveTextContent(text);
}

const retryButton = () =>
  dialog().getByRole('button', { name: 'Réessayer le chargement des programmes éligibles' });

export const LoadFailed: Story = {
  name: 'Erreur de chargement',
  args: { status: 'loadFailed', programs: [], specialities: [], error: 'loadFailed' },
  play: async ({ args }) => {
    await dialogReady();
    await expectError('Impossible de charger les programmes éligibles');
    // Not the same as an empty answer: no "no eligible programme" message, nothing to save.
    await expect(
      dialog().queryByText('Aucun programme éligible n’est disponible pour votre série.'),
    ).not.toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    await userEvent.click(retryButton());
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  name: 'Erreur réseau au chargement',
  args: { status: 'loadFailed', programs: [], specialities: [], error: 'loadError' },
  play: async () => {
    await expectError('Erreur lors du chargement des programmes');
    await expect(retryButton()).toBeVisible();
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  },
};

export const LoadNetwork: Story = {
  name: 'Sans connexion au chargement',
  args: { status: 'loadFailed', programs: [], specialities: [], error: 'loadNetwork' },
  play: async () => {
    // toHaveTextContent reads the no-break space as a space.
    await expectError(
      'Les programmes n’ont pas pu être chargés : connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.',
    );
    await expect(retryButton()).toBeVisible();
  },
};

export const LoadTimedOut: Story = {
  name: 'Délai dépassé au chargement',
  args: { status: 'loadFailed', programs: [], specialities: [], error: 'timeout' },
  play: async () => {
    await expectError('Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.');
    // A call that did not answer says nothing of what the candidate may choose.
    await expect(dialog().queryByText(/Aucun programme éligible/)).not.toBeInTheDocument();
    await expect(retryButton()).toBeVisible();
    await expect(dialog().queryByRole('button', { name: /^Rang/ })).not.toBeInTheDocument();
  },
};

/** Loading, then failing, as the app drives it: « Réessayer » loads again (here, with success). */
function LoadingThenFailing(args: ProgramChangeDialogProps) {
  const [attempt, setAttempt] = useState<'first' | 'failed' | 'again' | 'loaded'>('first');
  useEffect(() => {
    if (attempt === 'first') {
      const timer = setTimeout(() => setAttempt('failed'), 200);
      return () => clearTimeout(timer);
    }
    if (attempt === 'again') {
      const timer = setTimeout(() => setAttempt('loaded'), 200);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [attempt]);
  const loaded = attempt === 'loaded';
  return (
    <ProgramChangeDialog
      {...args}
      status={attempt === 'failed' ? 'loadFailed' : loaded ? 'ready' : 'loading'}
      error={attempt === 'failed' ? 'timeout' : null}
      programs={loaded ? programs : []}
      specialities={loaded ? specialities : []}
      onRetry={() => {
        args.onRetry?.();
        setAttempt('again');
      }}
    />
  );
}

export const RetryFocusedAfterLoadFailure: Story = {
  name: 'Focus sur le nouvel essai après l’échec du chargement',
  render: (args) => <LoadingThenFailing {...args} />,
  play: async ({ args }) => {
    // The failure takes the focus to « Réessayer ».
    await waitFor(() => expect(retryButton()).toHaveFocus());
    await dialogReady();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await dialog().findByRole('group', { name: 'Sciences Agronomiques' })).toBeVisible();
    // The button is gone; the focus stayed in the dialog.
    await expect(dialog().queryByRole('button', { name: /^Réessayer/ })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  },
};

export const SessionExpired: Story = {
  name: 'Session expirée',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true, error: 'sessionExpired' },
  play: async () => {
    await expectError('Session expirée. Veuillez vous reconnecter.');
    await expect(dialog().getAllByRole('button', { pressed: true })).toHaveLength(3);
  },
};

export const SaveRejected: Story = {
  name: 'Enregistrement refusé',
  args: { mode: 'single', selectedProgramId: 'prog-math', canSave: true, error: 'saveRejected' },
  play: async ({ args }) => {
    await dialogReady();
    await expectError('Erreur lors de la modification.');
    // Nothing lost: the selection stays and the candidate can try again.
    await expect(dialog().getByRole('radio', { name: 'Licence Mathématiques appliquées' })).toBeChecked();
    await userEvent.click(saveButton());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const SaveRejectedWithServerMessage: Story = {
  name: 'Enregistrement refusé, message du serveur',
  args: {
    mode: 'single',
    selectedProgramId: 'prog-math',
    canSave: true,
    error: 'saveRejected',
    serverMessage: "La période de modification des choix est terminée pour l'UFR Sciences et Technologies.",
  },
  play: async () => {
    await expectError(
      "La période de modification des choix est terminée pour l'UFR Sciences et Technologies.",
    );
    await expect(dialog().queryByText('Erreur lors de la modification.')).not.toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  name: 'Erreur d’enregistrement',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true, error: 'saveFailed' },
  play: async () => {
    await expectError('Une erreur est survenue lors de la modification.');
    await expect(saveButton()).toBeEnabled();
  },
};

export const NotEditable: Story = {
  name: 'Non modifiable',
  args: { status: 'notEditable' },
  play: async () => {
    await expect(
      dialog().getByText(
        'Votre candidature a déjà été traitée : le choix de programme ne peut plus être modifié.',
      ),
    ).toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    await expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: /^Rang/ })).not.toBeInTheDocument();
  },
};

export const NoEligibleProgram: Story = {
  name: 'Aucun programme éligible',
  args: { programs: [], specialities: [] },
  play: async () => {
    await expect(
      dialog().getByText('Aucun programme éligible n’est disponible pour votre série.'),
    ).toBeInTheDocument();
    await expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  },
};

/**
 * The page's "Changer de programme" button mounts the dialog; its onClose and onSave unmount it,
 * as the app does when the change ends. The focus goes back to the button.
 */
function MountedWhileChanging(args: ProgramChangeDialogProps) {
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setMounted(true)}>
        Changer de programme
      </Button>
      {mounted ? (
        <ProgramChangeDialog
          {...args}
          onClose={() => {
            args.onClose();
            setMounted(false);
          }}
          onSave={() => {
            args.onSave();
            setMounted(false);
          }}
        />
      ) : null}
    </>
  );
}

export const ReturnsFocusToOpener: Story = {
  name: 'Focus rendu au bouton d’ouverture',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true },
  render: (args) => <MountedWhileChanging {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Changer de programme' });

    // Escape: the app ends the change; the focus goes back to the button that started it.
    await userEvent.click(opener);
    await dialogReady();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    // Saved: the same, from the keyboard.
    await userEvent.keyboard('{Enter}');
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const SaveTimedOut: Story = {
  name: 'Délai dépassé à l’enregistrement',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true, error: 'timeout' },
  play: async () => {
    await expectError('Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.');
    // The selection is kept: the candidate can send it again.
    await expect(dialog().getAllByRole('button', { pressed: true })).toHaveLength(3);
    await expect(saveButton()).toBeEnabled();
  },
};

export const CurrentRankingSummary: Story = {
  name: 'Rappel du classement actuel',
  args: {
    currentChoice: ['Productions végétales', 'Productions animales', 'Foresterie et agroforesterie'],
  },
  play: async () => {
    await expect(
      dialog().getByText(
        'Votre choix actuel : 1. Productions végétales, 2. Productions animales, 3. Foresterie et agroforesterie',
      ),
    ).toBeVisible();
    // The dialog opens with nothing chosen (mode none): no new choice yet.
    await expect(dialog().queryByText(/^Votre nouveau choix/)).not.toBeInTheDocument();
    await expect(saveButton()).not.toHaveAccessibleDescription();
  },
};

export const CurrentSingleChoiceSummary: Story = {
  name: 'Rappel du programme actuel',
  args: { currentChoice: ['Licence Informatique'] },
  play: async () => {
    await expect(dialog().getByText('Votre choix actuel : Licence Informatique')).toBeVisible();
  },
};

export const NewRankingSummary: Story = {
  name: 'Résumé du nouveau classement',
  args: {
    currentChoice: ['Licence Informatique'],
    mode: 'multiple',
    ranking: { 'prog-agro-for': 1, 'prog-agro-veg': 2, 'prog-agro-ani': 3 },
    canSave: true,
  },
  play: async () => {
    const summary =
      'Votre nouveau choix\u00a0: 1.\u00a0Foresterie et agroforesterie, 2.\u00a0Productions végétales, 3.\u00a0Productions animales';
    await expect(dialog().getByText(summary, { collapseWhitespace: false })).toBeVisible();
    // Read with the button that sends it.
    await expect(saveButton()).toHaveAccessibleDescription(summary);
    // Just above the buttons.
    const text = dialog().getByText(summary, { collapseWhitespace: false });
    await expect(text.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      saveButton().getBoundingClientRect().top + 1,
    );
  },
};

export const NewSingleChoiceSummary: Story = {
  name: 'Résumé du nouveau programme',
  args: {
    currentChoice: ['Productions végétales', 'Productions animales', 'Foresterie et agroforesterie'],
    mode: 'single',
    selectedProgramId: 'prog-chim',
    canSave: true,
  },
  play: async () => {
    await expect(saveButton()).toHaveAccessibleDescription('Votre nouveau choix\u00a0: Licence Chimie');
  },
};

export const PartialRankingSummary: Story = {
  name: 'Résumé d’un classement partiel',
  args: { mode: 'multiple', ranking: { 'prog-agro-ani': 1, 'prog-agro-for': 3 } },
  play: async () => {
    await expect(
      dialog().getByText('Votre nouveau choix : 1. Productions animales, 3. Foresterie et agroforesterie'),
    ).toBeVisible();
    await expect(saveButton()).toBeDisabled();
  },
};

/** The app's "Erreur" toast of a failed save, shown while the dialog (with its own error) is open. */
function WithErrorToast(args: ProgramChangeDialogProps) {
  const toast = useToast();
  useEffect(() => {
    toast.show({ tone: 'critical', description: 'Une erreur est survenue lors de la modification.' });
  }, [toast]);
  return <ProgramChangeDialog {...args} />;
}

export const SaveFailedWithToast: Story = {
  name: 'Erreur d’enregistrement avec un toast',
  args: { mode: 'multiple', ranking: fullRanking, canSave: true, error: 'saveFailed' },
  render: (args) => <WithErrorToast {...args} />,
  play: async () => {
    await expectError('Une erreur est survenue lors de la modification.');
    // The toast is on screen (outside the dialog, so hidden from its accessibility tree).
    await waitFor(() => expect(document.querySelector('li[data-state="open"]')).toBeVisible());
    // The toast never covers the dialog's buttons: what is under their centre is the button itself.
    for (const name of ['Réinitialiser', 'Enregistrer']) {
      const button = dialog().getByRole('button', { name });
      button.scrollIntoView({ block: 'nearest' });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit?.closest('button')).toBe(button);
    }
  },
};
