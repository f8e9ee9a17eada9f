// The selection of a programme change that was interrupted (a reload, Back, a session that ended),
// kept for this tab only (sessionStorage: gone with the tab) and for one account and application:
// offered back when that account's dashboard shows again, never to another account.
import type { ProgramSelection } from '@admission/flows';

const KEY = 'programChangeDraft';

interface StoredDraft {
  accountId: string;
  candidateId: string;
  selection: ProgramSelection;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the selection being edited (an empty one removes the draft). */
export function keepProgramDraft(accountId: string, candidateId: string, selection: ProgramSelection): void {
  const store = storage();
  if (!store) return;
  try {
    if (selection.mode === 'none') store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify({ accountId, candidateId, selection } satisfies StoredDraft));
  } catch {
    // Full or refused storage: the change goes on, it just cannot be offered back.
  }
}

/** The draft of this account, if any: its application and selection (checked by flows on restore). */
export function programDraftOf(
  accountId: string | null,
): { candidateId: string; selection: ProgramSelection } | null {
  const raw = accountId ? storage()?.getItem(KEY) : null;
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (draft.accountId !== accountId || typeof draft.candidateId !== 'string' || !draft.selection)
      return null;
    return { candidateId: draft.candidateId, selection: draft.selection };
  } catch {
    return null;
  }
}

/** The change ended (saved, or closed by the candidate), or the candidate signed out: nothing to offer. */
export function dropProgramDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
