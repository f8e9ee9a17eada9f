import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
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

  useEffect(() => {
    actor.send({ type: 'OPEN' });
    // The machine returns to `closed` on cancel, or after a save and the reload of the details.
    const subscription = actor.subscribe((next) => {
      if (next.matches('closed')) closed(next.context.saved, next.context.application);
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
