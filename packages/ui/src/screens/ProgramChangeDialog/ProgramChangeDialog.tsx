import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import * as styles from './ProgramChangeDialog.css';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Spinner } from '../../components/Spinner/Spinner';
import { RefreshIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { candidateCopy } from '../../copy/candidate';
import { fr, type ProgramChangeErrorCode } from '../../copy/fr';

export type { ProgramChangeErrorCode } from '../../copy/fr';

const copy = candidateCopy.programChange;

/** An eligible programme (spec section 3, call 6). */
export interface EligibleProgram {
  programId: string;
  programName: string;
  shortName?: string | null | undefined;
}

export type Rank = 1 | 2 | 3;
const ranks: readonly Rank[] = [1, 2, 3];

/** `none` until the candidate ranks (multiple) or picks another programme (single); spec section 4. */
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
  return code === 'saveRejected' && message ? message : fr.programChangeErrors[code];
}

/** "X" for one programme, "1. X, 2. Y, 3. Z" for a ranking. */
function choiceSummary(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : names.map((name, index) => `${index + 1}.\u00a0${name}`).join(', ');
}

/**
 * The selection about to be sent, or null when there is none: the ranked specialities by rank
 * ("1. X, 2. Y, 3. Z"; a partial ranking shows the ranks given so far), or the other programme.
 */
function newChoiceSummary(
  mode: ProgramChangeMode,
  specialities: readonly EligibleProgram[],
  ranking: Readonly<Partial<Record<string, Rank>>>,
  programs: readonly EligibleProgram[],
  selectedProgramId: string | null,
): string | null {
  if (mode === 'multiple') {
    const ranked = specialities
      .map((speciality) => ({ name: speciality.programName, rank: ranking[speciality.programId] }))
      .filter((entry): entry is { name: string; rank: Rank } => entry.rank !== undefined)
      .sort((a, b) => a.rank - b.rank);
    return ranked.length > 0 ? ranked.map((entry) => `${entry.rank}.\u00a0${entry.name}`).join(', ') : null;
  }
  if (mode === 'single') {
    return programs.find((program) => program.programId === selectedProgramId)?.programName ?? null;
  }
  return null;
}

/**
 * The app mounts this dialog while a change is in progress, not through a Radix trigger, so Radix
 * has no element to give focus back to on close: remember what had focus when it was mounted and
 * return focus there. Radix calls `onCloseAutoFocus` when the content goes away, also when the app
 * unmounts the whole dialog (as it does once the change ends).
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect). Keep
  // the first opener: a re-run (StrictMode) would see the focus already inside the dialog.
  useLayoutEffect(() => {
    if (opener.current) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}

/**
 * When loading fails while the dialog is open, the focus goes to « Réessayer » (the alert above it
 * is read first). After « Réessayer » the button goes; Radix keeps the focus in the dialog.
 */
function useRetryFocus(status: ProgramChangeStatus) {
  const retry = useRef<HTMLButtonElement | null>(null);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'loading' && status === 'loadFailed') retry.current?.focus();
    previous.current = status;
  }, [status]);
  return retry;
}

/**
 * The "Changement de programme" dialog: rank the three specialities, or pick one other programme.
 * Open while mounted: the app mounts it while a change is in progress and unmounts it when it ends.
 */
export function ProgramChangeDialog({
  onClose,
  status,
  programs,
  specialities,
  groupName,
  ranking,
  selectedProgramId,
  currentChoice,
  mode,
  canSave,
  restored = false,
  error,
  serverMessage,
  onRank,
  onPickProgram,
  onReset,
  onSave,
  onRetry,
}: ProgramChangeDialogProps) {
  const baseId = useId();
  const onCloseAutoFocus = useReturnFocus();
  const retryRef = useRetryFocus(status);
  const editable = status === 'ready' || status === 'saving';
  const hasPrograms = specialities.length > 0 || programs.length > 0;
  const loadFailed = error === 'loadFailed' || error === 'loadError';
  const saving = status === 'saving';
  const currentNames = currentChoice?.filter((name) => name.trim() !== '') ?? [];
  const chosen = newChoiceSummary(mode, specialities, ranking, programs, selectedProgramId);
  const summaryId = `${baseId}-new-choice`;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={copy.title}
      description={editable && hasPrograms ? copy.rankingRule : undefined}
      footer={
        editable && hasPrograms ? (
          <>
            {chosen ? (
              // Read before it is sent, and with "Enregistrer" (its description).
              <p id={summaryId} className={styles.newChoice}>
                {copy.newChoice(chosen)}
              </p>
            ) : null}
            <Button tone="secondary" onClick={onReset} disabled={saving}>
              {copy.reset}
            </Button>
            <Button
              onClick={onSave}
              disabled={!canSave}
              busy={saving}
              busyLabel={copy.saving}
              aria-describedby={chosen ? summaryId : undefined}
            >
              {copy.save}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {currentNames.length > 0 ? (
          <p className={styles.currentChoice}>{copy.currentChoice(choiceSummary(currentNames))}</p>
        ) : null}
        {status === 'loading' ? <Spinner label={copy.loading} /> : null}
        {restored && status === 'ready' ? <Alert tone="info">{copy.restored}</Alert> : null}
        {status === 'notEditable' ? <Alert tone="info">{copy.notEditable}</Alert> : null}
        {error && status !== 'loading' ? (
          <Alert tone="error" title={copy.errorTitle}>
            {programChangeErrorText(error, serverMessage)}
          </Alert>
        ) : null}
        {status === 'loadFailed' && onRetry ? (
          <div>
            <Button ref={retryRef} tone="secondary" onClick={onRetry}>
              <RefreshIcon />
              {fr.common.retry}
              <VisuallyHidden> {copy.retryContext}</VisuallyHidden>
            </Button>
          </div>
        ) : null}
        {editable && !hasPrograms && !loadFailed ? <Alert tone="info">{copy.empty}</Alert> : null}

        {editable && specialities.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{groupName || copy.groupName}</legend>
            {mode === 'single' ? <Alert tone="warning">{copy.otherProgramChosen}</Alert> : null}
            <ul className={styles.specialityList}>
              {specialities.map((speciality) => {
                const nameId = `${baseId}-${speciality.programId}`;
                const current = ranking[speciality.programId];
                return (
                  <li key={speciality.programId} className={styles.specialityRow}>
                    <span id={nameId} className={styles.specialityName}>
                      {speciality.programName}
                    </span>
                    <div role="group" aria-labelledby={nameId} className={styles.rankGroup}>
                      {ranks.map((rank) => (
                        <button
                          key={rank}
                          type="button"
                          className={styles.rankButton}
                          aria-pressed={current === rank}
                          disabled={saving}
                          onClick={() => onRank(speciality.programId, rank)}
                        >
                          <span aria-hidden="true">{rank}</span>
                          <VisuallyHidden>{copy.rankLabel(rank, speciality.programName)}</VisuallyHidden>
                        </button>
                      ))}
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}

        {editable && programs.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{copy.otherPrograms}</legend>
            {mode === 'multiple' ? <Alert tone="warning">{copy.rankingInProgress}</Alert> : null}
            <ul className={styles.radioList}>
              {programs.map((program) => (
                <li key={program.programId}>
                  <label className={styles.radioLabel}>
                    <input
                      type="radio"
                      className={styles.radio}
                      name={`${baseId}-other`}
                      value={program.programId}
                      checked={selectedProgramId === program.programId}
                      disabled={saving}
                      onChange={() => onPickProgram(program.programId)}
                    />
                    {program.programName}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
