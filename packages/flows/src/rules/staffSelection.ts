// The selection of a staff list, for bulk decisions (docs/behaviour.md, « Bulk decisions »): which
// rows may be selected, and what the selection becomes after an answer. Pure: the staff list
// machine keeps the ids, these rules say which.
import type { StaffApplication, StaffBulkDecisionRequest, StaffDecisionKind } from '@admission/api-client';

/**
 * Only a row waiting for a decision may be decided, one at a time or together: a pending one, or
 * one on the waiting list (a place freed later goes to it; docs/behaviour.md, « Proposed selection »).
 */
export const isSelectable = (row: Pick<StaffApplication, 'status'> | undefined): boolean =>
  row?.status === 'pending' || row?.status === 'waitlisted';

/** The ids of the page's selectable rows, in the page's order (« Tout sélectionner »). */
export function selectableIds(rows: readonly StaffApplication[]): string[] {
  return rows.filter(isSelectable).map((row) => row.id);
}

/** The selection with `id` added (in the page's order) or removed; a row not selectable is never added. */
export function toggled(
  rows: readonly StaffApplication[],
  selected: readonly string[],
  id: string,
): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  return isSelectable(rows.find((row) => row.id === id)) ? keptOf(rows, [...selected, id]) : [...selected];
}

/** The ids of `selected` whose rows are on the page and still selectable, in the page's order. */
export function keptOf(rows: readonly StaffApplication[], selected: readonly string[]): string[] {
  const wanted = new Set(selected);
  return rows.filter((row) => wanted.has(row.id) && isSelectable(row)).map((row) => row.id);
}

/**
 * The bulk call's request: the selected rows with the version the reviewer saw, in the page's
 * order; a blank reason is not sent (as for one decision).
 */
export function bulkRequest(
  rows: readonly StaffApplication[],
  selected: readonly string[],
  decision: StaffDecisionKind,
  reason?: string,
): StaffBulkDecisionRequest {
  const wanted = new Set(selected);
  const trimmed = decision === 'rejected' ? reason?.trim() : undefined;
  return {
    decision,
    ...(trimmed ? { reason: trimmed } : {}),
    items: rows
      .filter((row) => wanted.has(row.id))
      .map((row) => ({ candidateId: row.id, version: row.version })),
  };
}

/** The page's rows with the server's versions of some of them. */
export function withRows(
  rows: readonly StaffApplication[],
  updated: readonly StaffApplication[],
): StaffApplication[] {
  const byId = new Map(updated.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id) ?? row);
}

/**
 * After a refused bulk decision (409, nothing recorded): the selection minus what changed and what
 * the list no longer holds, so the reviewer looks at those before sending the rest again.
 */
export function afterConflict(
  selected: readonly string[],
  changed: readonly Pick<StaffApplication, 'id'>[],
  missing: readonly string[],
): string[] {
  const gone = new Set([...changed.map((row) => row.id), ...missing]);
  return selected.filter((id) => !gone.has(id));
}
