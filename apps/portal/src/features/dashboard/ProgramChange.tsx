import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { programEditMachine } from '@admission/flows';
import type { Application } from '@admission/api-client';
import { candidateCopy, fr, ProgramChoiceDialog, useToast } from '@admission/ui';
import { envelopeOf } from '../../services/envelope';
import { candidateApi, tokenStorage } from '../../services/session';

const portalProgramEditMachine = programEditMachine.provide({
  actors: {
    loadEligiblePrograms: fromPromise(async ({ input }) =>
      envelopeOf(await candidateApi.getEligiblePrograms(input.bacSerie)),
    ),
    saveChoices: fromPromise(async ({ input }) => {
      const result = await candidateApi.updateWithChoices(input.fields);
      if (result.ok) return { isSuccess: true, message: result.data.message };
      if (result.error.kind === 'rejected' || result.error.kind === 'http') {
        return { isSuccess: false, message: result.error.message ?? null };
      }
      throw result.error;
    }),
    reloadDetails: fromPromise(async ({ input }) =>
      envelopeOf(await candidateApi.getApplicationDetails(input.candidateId)),
    ),
  },
});

export interface ProgramChangeProps {
  application: Application;
  onClose: () => void;
  onSaved: (application: Application) => void;
}

/** The "Changement de Programme" dialog, run by programEditMachine. */
export function ProgramChange({ application, onClose, onSaved }: ProgramChangeProps) {
  const toast = useToast();
  const [snapshot, send] = useMachine(portalProgramEditMachine, {
    input: { application, storedAccountId: tokenStorage.getAccountId() },
  });
  const opened = useRef(false);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      send({ type: 'OPEN' });
    }
  }, [send]);

  const { context } = snapshot;
  const closedAfterSave = snapshot.matches('closed') && context.saved;
  const closedAfterOpen = snapshot.matches('closed') && opened.current;

  useEffect(() => {
    if (closedAfterSave) {
      toast.show({
        tone: 'success',
        title: fr.toast.success,
        description: candidateCopy.programDialog.saved,
      });
      onSaved(context.application);
    }
    if (closedAfterOpen) onClose();
    // Runs once when the machine closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closedAfterOpen]);

  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('saving') || snapshot.matches('reloading')
      ? 'saving'
      : snapshot.matches('closed') && !opened.current
        ? 'loading'
        : 'ready';
  const errorText =
    context.error === 'saveRejected'
      ? (context.serverMessage ?? fr.programEditErrors.saveRejected)
      : context.error
        ? fr.programEditErrors[context.error]
        : null;

  return (
    <ProgramChoiceDialog
      open={!snapshot.matches('closed')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
      status={status}
      programs={context.otherPrograms}
      specialities={context.specialities}
      groupName={context.groupInfo?.groupName ?? null}
      ranking={context.selection.ranking}
      selectedProgramId={context.selection.singleProgramId}
      mode={context.selection.mode}
      error={errorText}
      onRank={(programId, rank) => send({ type: 'RANK', programId, rank })}
      onPickProgram={(programId) => send({ type: 'PICK', programId })}
      onReset={() => send({ type: 'RESET' })}
      onSave={() => send({ type: 'SAVE' })}
    />
  );
}
