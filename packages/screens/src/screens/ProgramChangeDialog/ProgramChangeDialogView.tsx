// The body of ProgramChangeDialog, loaded when a change starts (ProgramChangeDialog.tsx).
import { useEffect, useId, useRef } from 'react';
import * as styles from './ProgramChangeDialog.css';
import {
  programChangeErrorText,
  type EligibleProgram,
  type ProgramChangeDialogProps,
  type ProgramChangeMode,
  type ProgramChangeStatus,
} from './ProgramChangeDialog';
import type { Rank } from '@admission/flows';
import { programChangeCopy } from '../../copy/programChange';
import { fr } from '../../copy/fr';
import { Alert, Button, Dialog, Spinner, RefreshIcon, Stack, VisuallyHidden } from '@admission/ui';

const copy = programChangeCopy;
const ranks: readonly Rank[] = [1, 2, 3];

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

export default function ProgramChangeDialogView({
  onCloseAutoFocus,
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
}: ProgramChangeDialogProps & { onCloseAutoFocus: (event: Event) => void }) {
  const baseId = useId();
  const retryRef = useRetryFocus(status);
  const editable = status === 'ready' || status === 'saving';
  const hasPrograms = specialities.length > 0 || programs.length > 0;
  const loadFailed = error === 'loadFailed' || error === 'loadError' || error === 'loadNetwork';
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
            <Button variant="secondary" onClick={onReset} disabled={saving}>
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
      <Stack space="lg">
        {currentNames.length > 0 ? (
          <p className={styles.currentChoice}>{copy.currentChoice(choiceSummary(currentNames))}</p>
        ) : null}
        {status === 'loading' ? <Spinner label={copy.loading} /> : null}
        {restored && status === 'ready' ? <Alert tone="info">{copy.restored}</Alert> : null}
        {status === 'notEditable' ? <Alert tone="info">{copy.notEditable}</Alert> : null}
        {error && status !== 'loading' ? (
          <Alert tone="critical" title={copy.errorTitle}>
            {programChangeErrorText(error, serverMessage)}
          </Alert>
        ) : null}
        {status === 'loadFailed' && onRetry ? (
          <div>
            <Button ref={retryRef} variant="secondary" onClick={onRetry}>
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
            {mode === 'single' ? <Alert tone="caution">{copy.otherProgramChosen}</Alert> : null}
            <Stack as="ul" space="sm">
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
            </Stack>
          </fieldset>
        ) : null}

        {editable && programs.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{copy.otherPrograms}</legend>
            {mode === 'multiple' ? <Alert tone="caution">{copy.rankingInProgress}</Alert> : null}
            <Stack as="ul" space="xs">
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
            </Stack>
          </fieldset>
        ) : null}
      </Stack>
    </Dialog>
  );
}
