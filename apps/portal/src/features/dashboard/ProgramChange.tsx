import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ProgramChangeActorRef } from '@admission/flows';
import { useToast } from '@admission/ui';
import { candidateCopy, fr, ProgramChangeDialog, programChangeErrorText } from '@admission/screens';
import { receiptPath, type ReceiptLocationState } from '../../config/paths';
import { dropProgramDraft, keepProgramDraft } from '../../services/programDraft';

export interface ProgramChangeProps {
  /** The running change, invoked by its application's actor. */
  actorRef: ProgramChangeActorRef;
  /** Whose change it is: the selection is kept for this account while the change runs. */
  accountId: string | null;
  /** The application's current choice, summarised at the top of the dialog. */
  currentChoice: readonly string[];
  /**
   * Loads the receipt page's code (the router's), so the page opened after a saved change draws at
   * once and takes the focus; absent, the page loads as it opens.
   */
  preloadReceipt?: (() => Promise<unknown>) | undefined;
  /** What had the focus when the change started: it gets it back when the dialog closes. */
  returnFocusTo?: HTMLElement | null | undefined;
}

/** The "Changement de programme" dialog of a running programme change. */
export function ProgramChange({
  actorRef,
  accountId,
  currentChoice,
  preloadReceipt,
  returnFocusTo,
}: ProgramChangeProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const snapshot = useSelector(actorRef, (s) => s);

  // What the candidate edits is kept while the change runs (not the empty selection of a load), so
  // a reload, Back or a session that ends does not lose it; once the change ends (saved, or closed
  // by the candidate) nothing is kept.
  const { selection } = snapshot.context;
  const candidateId = snapshot.context.application.candidateId;
  const editing = snapshot.matches('editing');
  useEffect(() => {
    if (accountId && editing) keepProgramDraft(accountId, candidateId, selection);
  }, [accountId, candidateId, editing, selection]);
  useEffect(() => {
    // Stopped (a reload, Back, the session ended) is not done: the draft stays for next time.
    const ended = actorRef.subscribe((next) => {
      if (next.status === 'done') dropProgramDraft();
    });
    return () => ended.unsubscribe();
  }, [actorRef]);

  // The spec (docs/behaviour.md, deviation 2): failures are toasts titled "Erreur" (the dialog
  // keeps them inline too), a save "Succès".
  useEffect(() => {
    const failed = actorRef.on('failed', ({ error, serverMessage, whileLoading }) => {
      // The programmes that did not load are said once, in the open dialog beside « Réessayer »
      // (deviation 39): the same sentence in a toast over it would be said twice.
      if (whileLoading) return;
      toast.show({
        tone: 'critical',
        title: fr.toast.critical,
        description: programChangeErrorText(error, serverMessage),
      });
    });
    // Deviation 52: a save that came with its receipt opens the receipt page, which confirms the change
    // in place of the toast (a toast on a page being left would go unseen); closed while saving, or
    // from a service without receipts, the toast says it (the card then links to the receipt).
    const toastSaved = () =>
      toast.show({
        tone: 'positive',
        title: fr.toast.positive,
        description: candidateCopy.program.changeSaved,
      });
    const saved = actorRef.on('saved', ({ receipt }) => {
      if (!receipt || actorRef.getSnapshot().context.dismissed) {
        toastSaved();
        return;
      }
      // The page's code is there by now (loaded while saving): it draws at once, and takes the focus.
      const path = receiptPath(receipt.reference);
      const state: ReceiptLocationState = { receipt, justSaved: true };
      (preloadReceipt?.() ?? Promise.resolve()).then(() => navigate(path, { state }), toastSaved);
    });
    return () => {
      failed.unsubscribe();
      saved.unsubscribe();
    };
  }, [actorRef, toast, navigate, preloadReceipt]);

  // The receipt page's code comes while the save is on its way (on a slow line, not after it).
  const saving = snapshot.hasTag('saving');
  useEffect(() => {
    if (saving) preloadReceipt?.().catch(() => {});
  }, [saving, preloadReceipt]);

  const { context } = snapshot;
  // Closed while a save was on its way: the dialog is gone; the toast above still reports the outcome.
  if (context.dismissed) return null;
  return (
    <ProgramChangeDialog
      currentChoice={currentChoice}
      returnFocusTo={returnFocusTo}
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
      restored={context.restored}
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
