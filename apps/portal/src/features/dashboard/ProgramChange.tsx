import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ProgramChangeActorRef } from '@admission/flows';
import { candidateCopy, fr, ProgramChangeDialog, programChangeErrorText, useToast } from '@admission/ui';

export interface ProgramChangeProps {
  /** The running change, invoked by its application's actor. */
  actorRef: ProgramChangeActorRef;
  /** The application's current choice, summarised at the top of the dialog. */
  currentChoice: readonly string[];
}

/** The "Changement de programme" dialog of a running programme change. */
export function ProgramChange({ actorRef, currentChoice }: ProgramChangeProps) {
  const toast = useToast();
  const snapshot = useSelector(actorRef, (s) => s);

  // Spec section 8: failures are toasts titled "Erreur" (the dialog keeps them inline too), a save "Succès".
  useEffect(() => {
    const failed = actorRef.on('failed', ({ error, serverMessage }) =>
      toast.show({
        tone: 'error',
        title: fr.toast.error,
        description: programChangeErrorText(error, serverMessage),
      }),
    );
    const saved = actorRef.on('saved', () =>
      toast.show({
        tone: 'success',
        title: fr.toast.success,
        description: candidateCopy.programChange.saved,
      }),
    );
    return () => {
      failed.unsubscribe();
      saved.unsubscribe();
    };
  }, [actorRef, toast]);

  const { context } = snapshot;
  // Closed while a save was on its way: the dialog is gone; the toast above still reports the outcome.
  if (context.dismissed) return null;
  return (
    <ProgramChangeDialog
      currentChoice={currentChoice}
      onClose={() => actorRef.send({ type: 'CLOSE' })}
      status={
        snapshot.hasTag('loading')
          ? 'loading'
          : snapshot.hasTag('loadFailed')
            ? 'loadFailed'
            : snapshot.hasTag('saving')
              ? 'saving'
              : 'ready'
      }
      programs={context.otherPrograms}
      specialities={context.specialities}
      groupName={context.groupInfo?.groupName ?? null}
      ranking={context.selection.ranking}
      selectedProgramId={context.selection.singleProgramId}
      mode={context.selection.mode}
      canSave={snapshot.can({ type: 'SAVE' })}
      error={context.error}
      serverMessage={context.serverMessage}
      onRank={(programId, rank) => actorRef.send({ type: 'RANK', programId, rank })}
      onPickProgram={(programId) => actorRef.send({ type: 'PICK', programId })}
      onReset={() => actorRef.send({ type: 'RESET' })}
      onSave={() => actorRef.send({ type: 'SAVE' })}
      onRetry={snapshot.can({ type: 'RETRY' }) ? () => actorRef.send({ type: 'RETRY' }) : undefined}
    />
  );
}
