import { Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import type { ProgramChangeErrorCode, Rank } from '@admission/flows';
import { programChangeErrors } from '../../copy/programChange';
import { lazyWithPreload } from '@admission/ui';

/** An eligible programme (call 6, docs/behaviour.md « Calls »). */
export interface EligibleProgram {
  programId: string;
  programName: string;
  shortName?: string | null | undefined;
}

/** `none` until the candidate ranks (multiple) or picks another programme (single); « Programme change » in docs/behaviour.md. */
export type ProgramChangeMode = 'none' | 'single' | 'multiple';

/**
 * `loading`: eligible programmes are on their way; `loadFailed`: they could not be loaded (`error`
 * says why; « Réessayer » when `onRetry` is given), so nothing is offered and nothing is said to be
 * missing; `ready`: the candidate edits (a failed save is `ready` with `error`, the selection
 * kept); `saving`: the update is in flight; `notEditable`: the application is no longer in status
 * submitted.
 */
export type ProgramChangeStatus = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'notEditable';

export interface ProgramChangeDialogProps {
  /**
   * Escape, the close button or the overlay, at any time (also while `saving`): the app ends the
   * change (a save already sent is still reported when it ends).
   */
  onClose: () => void;
  /** loading the eligible programmes, ready, or saving. */
  status: ProgramChangeStatus;
  /** The other eligible programmes (the group's specialities are NOT in this list; already de-duplicated). */
  programs: readonly EligibleProgram[];
  /** The agronomy specialities (groupInfo.programs). */
  specialities: readonly EligibleProgram[];
  /** Heading of the specialities (groupInfo.groupName); "Sciences Agronomiques" by default. */
  groupName?: string | null | undefined;
  /** Rank given to each speciality, by programId. Exclusivity is the caller's rule. */
  ranking: Readonly<Partial<Record<string, Rank>>>;
  /** The other programme chosen, if any. */
  selectedProgramId: string | null;
  /**
   * The choice held now, programme names in priority order (one name for a single choice):
   * "Votre choix actuel : 1. X, 2. Y, 3. Z" at the top.
   */
  currentChoice?: readonly string[] | undefined;
  /** none, multiple (ranking the specialities) or single (another programme chosen). */
  mode: ProgramChangeMode;
  /** Decided by the programme-change machine (snapshot.can({ type: 'SAVE' })). */
  canSave: boolean;
  /**
   * Not in the spec: the selection shown is the one of a change that was interrupted (a reload,
   * Back, a session that ended), not saved yet; the dialog says so until it changes.
   */
  restored?: boolean | undefined;
  /** What went wrong, worded in French (null: nothing). */
  error?: ProgramChangeErrorCode | null | undefined;
  /** The server's message of a refused save: shown instead of the generic saveRejected text when present. */
  serverMessage?: string | null | undefined;
  /**
   * Where the focus goes back when the dialog closes: what had it when the change started (the app
   * knows it when the dialog's code is loaded after the click). Absent: what has it as the dialog mounts.
   */
  returnFocusTo?: HTMLElement | null | undefined;
  /** A rank given to a speciality. */
  onRank: (programId: string, rank: Rank) => void;
  /** Another programme chosen. */
  onPickProgram: (programId: string) => void;
  /** « Réinitialiser »: back to no choice. */
  onReset: () => void;
  /** « Enregistrer ». */
  onSave: () => void;
  /** « Réessayer » while `loadFailed`: load the eligible programmes again (none: no button). */
  onRetry?: (() => void) | undefined;
}

/** The French text of an error code (the app also uses it for the "Erreur" toast). */
export function programChangeErrorText(code: ProgramChangeErrorCode, serverMessage?: string | null): string {
  const message = serverMessage?.trim();
  return code === 'saveRejected' && message ? message : programChangeErrors[code];
}

/**
 * The app mounts this dialog while a change is in progress, not through a Radix trigger, so Radix
 * has no element to give focus back to on close: remember what had focus when it was mounted and
 * return focus there. Radix calls `onCloseAutoFocus` when the content goes away, also when the app
 * unmounts the whole dialog (as it does once the change ends).
 */
function useReturnFocus(returnFocusTo: HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect). Keep
  // the first opener: a re-run (StrictMode) would see the focus already inside the dialog. The app
  // may name it (what had focus when the change started), for a dialog whose code came later.
  useLayoutEffect(() => {
    if (opener.current) return;
    const active = document.activeElement;
    opener.current =
      returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  }, [returnFocusTo]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}

// The dialog's body (its rows, buttons and styles) is downloaded when a change starts, not with
// every dashboard: most visits never change their choice, and each sign-in on paid data then
// costs a few kB less. It opens together with the dialog's own code (Dialog loads it the same way).
const view = lazyWithPreload(() => import('./ProgramChangeDialogView'));

/** Downloads the dialog's code ahead of a change (e.g. in tests, or on a likely click). */
export const preloadProgramChangeDialog = (): Promise<unknown> => view.preload();

/**
 * The "Changement de programme" dialog: rank the three specialities, or pick one other programme.
 * Open while mounted: the app mounts it while a change is in progress and unmounts it when it ends.
 * Nothing is drawn until its code has arrived.
 */
export function ProgramChangeDialog({ returnFocusTo, ...props }: ProgramChangeDialogProps) {
  // Taken here, on the click that starts the change: while the dialog's code arrives the user may
  // already be moving on with Tab.
  const onCloseAutoFocus = useReturnFocus(returnFocusTo);
  return (
    <Suspense fallback={null}>
      <view.Component {...props} onCloseAutoFocus={onCloseAutoFocus} />
    </Suspense>
  );
}
