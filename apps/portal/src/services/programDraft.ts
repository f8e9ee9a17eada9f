// The selection of a programme change that was interrupted (a reload, Back, a session that ended),
// kept for this tab only (sessionStorage: gone with the tab) and for one account and application:
// offered back when that account's dashboard shows again, never to another account. Read through a
// schema with a version (services/deviceData.ts): a draft of an older version or of another shape,
// or text that is not JSON, is removed and offers nothing.
import * as v from 'valibot';
import type { ProgramSelection } from '@admission/flows';
import { parseKept } from './deviceData';

const KEY = 'programChangeDraft';

/** The version of the draft written now; a draft of any other version is not read. */
export const PROGRAM_DRAFT_VERSION = 1;

const draftSchema = v.object({
  version: v.picklist([PROGRAM_DRAFT_VERSION]),
  accountId: v.string(),
  candidateId: v.string(),
  selection: v.object({
    mode: v.picklist(['none', 'single', 'multiple']),
    // programId -> rank (flows' Rank: 1 to 3).
    ranking: v.record(v.string(), v.picklist([1, 2, 3])),
    singleProgramId: v.nullable(v.string()),
  }),
});

type StoredDraft = v.InferOutput<typeof draftSchema>;

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
    else
      store.setItem(
        KEY,
        JSON.stringify({
          version: PROGRAM_DRAFT_VERSION,
          accountId,
          candidateId,
          selection,
        } satisfies StoredDraft),
      );
  } catch {
    // Full or refused storage: the change goes on, it just cannot be offered back.
  }
}

/** The draft of this account, if any: its application and selection (checked by flows on restore). */
export function programDraftOf(
  accountId: string | null,
): { candidateId: string; selection: ProgramSelection } | null {
  if (!accountId) return null;
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const draft = parseKept(draftSchema, raw);
  if (draft === null) dropProgramDraft();
  if (draft?.accountId !== accountId) return null;
  return { candidateId: draft.candidateId, selection: draft.selection };
}

/** The change ended (saved, or closed by the candidate), or the candidate signed out: nothing to offer. */
export function dropProgramDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
