import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { applicationMachine } from '@admission/flows';
import { programDraftOf } from '../../services/programDraft';

/**
 * A change interrupted by a reload, Back or a session that ended: offered back, opened again with
 * the selection kept, once its application may change (this account's only; flows checks it fits).
 */
export function useDraftOfferedBack(
  accountId: string | null,
  applications: readonly { candidateId: string; canChangeProgram: boolean }[],
  refs: readonly ActorRefFrom<typeof applicationMachine>[],
): void {
  const draft = useMemo(() => programDraftOf(accountId), [accountId]);
  const draftIndex = applications.findIndex(
    (view) => view.candidateId === draft?.candidateId && view.canChangeProgram,
  );
  const offeredBack = useRef(false);
  useEffect(() => {
    if (!draft || draftIndex < 0 || offeredBack.current) return;
    offeredBack.current = true;
    refs[draftIndex]?.send({ type: 'CHANGE_PROGRAM', draft: draft.selection });
  }, [draft, draftIndex, refs]);
}
