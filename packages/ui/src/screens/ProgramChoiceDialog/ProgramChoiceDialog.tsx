import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import * as styles from './ProgramChoiceDialog.css';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Spinner } from '../../components/Spinner/Spinner';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { candidateCopy } from '../../copy/candidate';

const copy = candidateCopy.programDialog;

/** An eligible programme (spec section 3, call 6). */
export interface EligibleProgram {
  programId: string;
  programName: string;
  shortName?: string | null;
}

export const ranks = [1, 2, 3] as const;
export type Rank = (typeof ranks)[number];

/** `none` until the candidate ranks (multiple) or picks another programme (single); spec section 4. */
export type ProgramChoiceMode = 'none' | 'single' | 'multiple';

/**
 * `loading`: eligible programmes are on their way; `ready`: the candidate edits (a failed save is
 * `ready` with `error`, the selection kept); `saving`: the update is in flight; `notEditable`: the
 * application is no longer in status submitted.
 */
export type ProgramChoiceStatus = 'loading' | 'ready' | 'saving' | 'notEditable';

export interface ProgramChoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: ProgramChoiceStatus;
  /** Every eligible programme; the specialities among them are offered only as ranks. */
  programs: readonly EligibleProgram[];
  /** The three agronomy specialities (groupInfo.programs). */
  specialities: readonly EligibleProgram[];
  /** Heading of the specialities (groupInfo.groupName); "Sciences Agronomiques" by default. */
  groupName?: string | null;
  /** Rank given to each speciality, by programId. Exclusivity is the caller's rule. */
  ranking: Readonly<Partial<Record<string, Rank>>>;
  selectedProgramId: string | null;
  mode: ProgramChoiceMode;
  /** A worded error (e.g. from the `programEditErrors` catalogue, or the server's message). */
  error?: string | null;
  onRank: (programId: string, rank: Rank) => void;
  onPickProgram: (programId: string) => void;
  onReset: () => void;
  onSave: () => void;
}

/** How many distinct ranks the specialities hold. */
function rankedCount(
  specialities: readonly EligibleProgram[],
  ranking: ProgramChoiceDialogProps['ranking'],
): number {
  const held = new Set<Rank>();
  for (const speciality of specialities) {
    const rank = ranking[speciality.programId];
    if (rank !== undefined) held.add(rank);
  }
  return held.size;
}

/** Whether the save button is enabled (spec section 5). */
export function canSaveProgramChoice({
  status,
  mode,
  specialities,
  ranking,
  selectedProgramId,
}: Pick<
  ProgramChoiceDialogProps,
  'status' | 'mode' | 'specialities' | 'ranking' | 'selectedProgramId'
>): boolean {
  if (status !== 'ready') return false;
  if (mode === 'multiple') return rankedCount(specialities, ranking) >= ranks.length;
  if (mode === 'single') return Boolean(selectedProgramId);
  return false;
}

/**
 * The app opens this dialog from its state, not through a Radix trigger, so Radix has no element
 * to give focus back to on close: remember what had focus when it opened and return focus there.
 * Radix calls `onCloseAutoFocus` whenever the content goes away, also when the app unmounts the
 * whole dialog while it is still open (the portal does so as its machine closes), where an effect
 * of this component would never see `open` turn false.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}

/** The "Changement de Programme" dialog: rank the three specialities, or pick one other programme. */
export function ProgramChoiceDialog(props: ProgramChoiceDialogProps) {
  const {
    open,
    onOpenChange,
    status,
    programs,
    specialities,
    groupName,
    ranking,
    selectedProgramId,
    mode,
    error,
    onRank,
    onPickProgram,
    onReset,
    onSave,
  } = props;
  const baseId = useId();
  const onCloseAutoFocus = useReturnFocus(open);
  const specialityIds = new Set(specialities.map((program) => program.programId));
  // The list is expected de-duplicated; guard anyway so React keys stay unique.
  const seen = new Set<string>();
  const others = programs.filter((program) => {
    if (specialityIds.has(program.programId) || seen.has(program.programId)) return false;
    seen.add(program.programId);
    return true;
  });
  const editable = status === 'ready' || status === 'saving';
  const hasPrograms = specialities.length > 0 || others.length > 0;
  const saving = status === 'saving';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={copy.title}
      description={editable && hasPrograms ? copy.rankingRule : undefined}
      footer={
        editable && hasPrograms ? (
          <>
            <Button tone="secondary" onClick={onReset} disabled={saving}>
              {copy.reset}
            </Button>
            <Button
              onClick={onSave}
              disabled={!canSaveProgramChoice(props)}
              busy={saving}
              busyLabel={copy.saving}
            >
              {copy.save}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {status === 'loading' ? <Spinner label={copy.loading} /> : null}
        {status === 'notEditable' ? <Alert tone="info">{copy.notEditable}</Alert> : null}
        {editable && !hasPrograms ? <Alert tone="info">{copy.empty}</Alert> : null}
        {editable && error ? (
          <Alert tone="error" title={copy.errorTitle}>
            {error}
          </Alert>
        ) : null}

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

        {editable && others.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{copy.otherPrograms}</legend>
            {mode === 'multiple' ? <Alert tone="warning">{copy.rankingInProgress}</Alert> : null}
            <ul className={styles.radioList}>
              {others.map((program) => (
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
