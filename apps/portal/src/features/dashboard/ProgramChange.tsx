import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { programEditMachine, type ProgramEditErrorCode } from '@admission/flows';
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

/** The French of an error code; a refused save shows the server's own message when it sent one. */
function errorTextOf(error: ProgramEditErrorCode, serverMessage: string | null): string {
  return error === 'saveRejected'
    ? (serverMessage ?? fr.programEditErrors.saveRejected)
    : fr.programEditErrors[error];
}

export interface ProgramChangeProps {
  application: Application;
  onClose: () => void;
  onSaved: (application: Application) => void;
}

/** The "Changement de Programme" dialog, run by programEditMachine. */
export function ProgramChange({ application, onClose, onSaved }: ProgramChangeProps) {
  const toast = useToast();
  const actor = useActorRef(portalProgramEditMachine, {
    input: { application, storedAccountId: tokenStorage.getAccountId() },
  });
  const snapshot = useSelector(actor, (s) => s);

  const closed = useEffectEvent((saved: boolean, updated: Application) => {
    if (saved) {
      toast.show({
        tone: 'success',
        title: fr.toast.success,
        description: candidateCopy.programDialog.saved,
      });
      onSaved(updated);
    }
    onClose();
  });

  const failed = useEffectEvent((message: string) => {
    toast.show({ tone: 'error', title: fr.toast.error, description: message });
  });

  useEffect(() => {
    actor.send({ type: 'OPEN' });
    // The machine returns to `closed` on cancel, or after a save and the reload of the details.
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((next) => {
      if (next.matches('closed')) closed(next.context.saved, next.context.application);
      // Spec section 8: each failure is also a toast titled "Erreur" (the dialog keeps it inline too).
      else if (
        next.context.error &&
        (next.context.error !== previous.context.error || !previous.matches('editing'))
      ) {
        failed(errorTextOf(next.context.error, next.context.serverMessage));
      }
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const { context } = snapshot;
  const status =
    snapshot.matches('loading') || snapshot.matches('closed')
      ? 'loading'
      : snapshot.matches('saving') || snapshot.matches('reloading')
        ? 'saving'
        : 'ready';
  const errorText = context.error ? errorTextOf(context.error, context.serverMessage) : null;

  return (
    <ProgramChoiceDialog
      open={!snapshot.matches('closed')}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'CLOSE' });
      }}
      status={status}
      programs={context.otherPrograms}
      specialities={context.specialities}
      groupName={context.groupInfo?.groupName ?? null}
      ranking={context.selection.ranking}
      selectedProgramId={context.selection.singleProgramId}
      mode={context.selection.mode}
      error={errorText}
      onRank={(programId, rank) => actor.send({ type: 'RANK', programId, rank })}
      onPickProgram={(programId) => actor.send({ type: 'PICK', programId })}
      onReset={() => actor.send({ type: 'RESET' })}
      onSave={() => actor.send({ type: 'SAVE' })}
    />
  );
}
