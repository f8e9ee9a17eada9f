import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import {
  ProgramChoiceDialog,
  type EligibleProgram,
  type ProgramChoiceDialogProps,
  type Rank,
} from './ProgramChoiceDialog';

const specialities: EligibleProgram[] = [
  { programId: 'prog-agro-veg', programName: 'Productions végétales', shortName: 'PV' },
  { programId: 'prog-agro-ani', programName: 'Productions animales', shortName: 'PA' },
  { programId: 'prog-agro-for', programName: 'Foresterie et agroforesterie', shortName: 'FA' },
];

const programs: EligibleProgram[] = [
  ...specialities,
  { programId: 'prog-info', programName: 'Licence Informatique', shortName: 'INFO' },
  { programId: 'prog-math', programName: 'Licence Mathématiques appliquées', shortName: 'MA' },
  { programId: 'prog-chim', programName: 'Licence Chimie', shortName: 'CHIM' },
];

type Ranking = ProgramChoiceDialogProps['ranking'];

// The caller's rule, kept here so the stories behave like the portal: assigning rank r to a
// speciality removes r from any other speciality holding it (spec section 4).
function assignRank(ranking: Ranking, programId: string, rank: Rank): Ranking {
  const next: Partial<Record<string, Rank>> = {};
  for (const [id, held] of Object.entries(ranking)) {
    if (held !== undefined && held !== rank && id !== programId) next[id] = held;
  }
  next[programId] = rank;
  return next;
}

/**
 * Holds ranking, selection, mode and the open flag like the portal does, and reports every call.
 * The button stands for the dashboard's "Changer de programme".
 */
function StatefulDialog(args: ProgramChoiceDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [ranking, setRanking] = useState(args.ranking);
  const [selectedProgramId, setSelected] = useState(args.selectedProgramId);
  const [mode, setMode] = useState(args.mode);
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        Changer de programme
      </Button>
      <ProgramChoiceDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        ranking={ranking}
        selectedProgramId={selectedProgramId}
        mode={mode}
        onRank={(programId, rank) => {
          args.onRank(programId, rank);
          setRanking((current) => assignRank(current, programId, rank));
          setSelected(null);
          setMode('multiple');
        }}
        onPickProgram={(programId) => {
          args.onPickProgram(programId);
          setSelected(programId);
          setRanking({});
          setMode('single');
        }}
        onReset={() => {
          args.onReset();
          setRanking({});
          setSelected(null);
          setMode('none');
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/ProgramChoiceDialog',
  component: ProgramChoiceDialog,
  render: (args) => <StatefulDialog {...args} />,
  args: {
    open: true,
    status: 'ready',
    programs,
    specialities,
    groupName: 'Sciences Agronomiques',
    ranking: {},
    selectedProgramId: null,
    mode: 'none',
    onOpenChange: fn(),
    onRank: fn(),
    onPickProgram: fn(),
    onReset: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ProgramChoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal, outside the story's canvas.
const dialog = () => within(screen.getByRole('dialog', { name: 'Changement de Programme' }));
const rankButton = (rank: Rank, name: string) =>
  dialog().getByRole('button', { name: `Rang ${rank} : ${name}` });

export const LoadingPrograms: Story = {
  args: { status: 'loading', programs: [], specialities: [] },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Chargement des programmes...');
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { programs: [], specialities: [] },
  play: async () => {
    await expect(
      dialog().getByText("Aucun programme éligible n'est disponible pour votre série."),
    ).toBeInTheDocument();
    await expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const PartiallyRanked: Story = {
  args: { mode: 'multiple', ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2 } },
  play: async ({ args }) => {
    const save = dialog().getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    await expect(dialog().getByText('Vous êtes en train de classer les spécialités ci-dessus')).toBeVisible();

    // Rank 1 moves from "Productions végétales" to "Productions animales": ranking is exclusive.
    await userEvent.click(rankButton(1, 'Productions animales'));
    await expect(args.onRank).toHaveBeenCalledWith('prog-agro-ani', 1);
    await expect(rankButton(1, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
    await expect(rankButton(1, 'Productions végétales')).toHaveAttribute('aria-pressed', 'false');
    await expect(rankButton(2, 'Productions animales')).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeDisabled();

    // Three distinct ranks make the ranking complete.
    await userEvent.click(rankButton(2, 'Productions végétales'));
    await userEvent.click(rankButton(3, 'Foresterie et agroforesterie'));
    await expect(save).toBeEnabled();
  },
};

export const FullyRanked: Story = {
  args: {
    mode: 'multiple',
    ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2, 'prog-agro-for': 3 },
  },
  play: async ({ args }) => {
    const save = dialog().getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);

    // Giving rank 3 to the first speciality takes it from the third: save is disabled again.
    await userEvent.click(rankButton(3, 'Productions végétales'));
    await expect(rankButton(3, 'Foresterie et agroforesterie')).toHaveAttribute('aria-pressed', 'false');
    await expect(save).toBeDisabled();

    await userEvent.click(dialog().getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(dialog().queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};

export const OtherProgramChosen: Story = {
  args: { mode: 'single', selectedProgramId: 'prog-info' },
  play: async ({ args }) => {
    await expect(dialog().getByText('Vous avez choisi un autre programme')).toBeVisible();
    await expect(dialog().getByRole('radio', { name: 'Licence Informatique' })).toBeChecked();
    // Specialities are ranked, not picked: they are not among the radio buttons.
    await expect(dialog().queryByRole('radio', { name: 'Productions végétales' })).not.toBeInTheDocument();
    await expect(dialog().getByRole('button', { name: 'Enregistrer' })).toBeEnabled();

    await userEvent.click(dialog().getByRole('radio', { name: 'Licence Chimie' }));
    await expect(args.onPickProgram).toHaveBeenCalledWith('prog-chim');

    // Ranking a speciality switches to multiple mode and clears the single choice.
    await userEvent.click(rankButton(1, 'Productions animales'));
    await expect(dialog().getByRole('radio', { name: 'Licence Chimie' })).not.toBeChecked();
    await expect(dialog().getByText('Vous êtes en train de classer les spécialités ci-dessus')).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: {
    status: 'saving',
    mode: 'multiple',
    ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2, 'prog-agro-for': 3 },
  },
  play: async ({ args }) => {
    const save = dialog().getByRole('button', { name: 'Enregistrement...' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await expect(rankButton(1, 'Productions animales')).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveError: Story = {
  args: {
    mode: 'single',
    selectedProgramId: 'prog-math',
    error: 'Une erreur est survenue lors de la modification.',
  },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la modification.',
    );
    // Nothing lost: the selection stays and the candidate can try again.
    await expect(dialog().getByRole('radio', { name: 'Licence Mathématiques appliquées' })).toBeChecked();
    await expect(dialog().getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};

export const NotEditable: Story = {
  args: { status: 'notEditable' },
  play: async ({ args, canvasElement }) => {
    await expect(
      dialog().getByText(
        'Votre candidature a déjà été traitée : le choix de programme ne peut plus être modifié.',
      ),
    ).toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    await expect(dialog().queryByRole('radio')).not.toBeInTheDocument();

    // Escape closes it; reopened from the page's button, it gives focus back to that button on close.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = within(canvasElement).getByRole('button', { name: 'Changer de programme' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Mounts the dialog already open and unmounts it as it closes (on Escape, or once saved), never
 * passing `open={false}`: what the portal does when its machine reaches `closed`.
 */
function MountedWhileOpen(args: ProgramChoiceDialogProps) {
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button tone="secondary" onClick={() => setMounted(true)}>
        Changer de programme
      </Button>
      {mounted ? (
        <ProgramChoiceDialog
          {...args}
          open
          onOpenChange={(next) => {
            args.onOpenChange(next);
            if (!next) setMounted(false);
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

export const ReturnsFocusWhenUnmounted: Story = {
  args: {
    mode: 'multiple',
    ranking: { 'prog-agro-veg': 1, 'prog-agro-ani': 2, 'prog-agro-for': 3 },
  },
  render: (args) => <MountedWhileOpen {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Changer de programme' });

    // Escape: the caller removes the dialog; the focus goes back to the button that opened it.
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
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
