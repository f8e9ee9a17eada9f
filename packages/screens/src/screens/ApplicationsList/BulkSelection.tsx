// Bulk decisions on a staff list (docs/behaviour.md, « Bulk decisions »): the checkbox of a row, the
// page's « Tout sélectionner » with the action bar, and the confirmation that counts the rows.
import { useId, useState } from 'react';
import * as styles from './ApplicationsList.css';
import { staffCopy } from '../../copy/staff';
import { Alert, Button, Dialog } from '@admission/ui';
import type { StaffApplication } from './types';

const copy = staffCopy.bulk;

export type BulkDecision = 'accepted' | 'rejected';

/** What the app gives the list for bulk decisions (the portal: its staff list machine). */
export interface StaffListSelection {
  /** The ids of the selected rows. */
  selected: readonly string[];
  /** Whether a row has a checkbox (the app's rule: a pending application). */
  canSelect: (row: StaffApplication) => boolean;
  onToggle: (id: string) => void;
  /** « Tout sélectionner »: every row of the page that `canSelect`. */
  onSelectPage: () => void;
  /** « Annuler la sélection », or « Tout sélectionner » unticked. */
  onClear: () => void;
  /** « Accepter la sélection » / « Rejeter la sélection »: the app then passes `confirming`. */
  onBulk: (decision: BulkDecision) => void;
  /** The bulk decision waiting for confirmation or being sent, if any. */
  confirming: BulkDecision | null;
  /** Sent, no answer yet: the dialog stays open, its buttons busy. */
  sending: boolean;
  /** The confirmation, with the reason typed (rejects only, may be empty). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The last bulk decision was refused: how many applications had changed. */
  conflict: number | null;
}

/** A row's checkbox; nothing for a row that cannot be selected. */
export function RowCheckbox({
  selection,
  row,
  name,
}: {
  selection: StaffListSelection;
  row: StaffApplication;
  name: string;
}) {
  if (!selection.canSelect(row)) return null;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={copy.selectLabel(name)}
      checked={selection.selected.includes(row.id)}
      disabled={selection.sending}
      onChange={() => selection.onToggle(row.id)}
    />
  );
}

/** « Tout sélectionner », the count and the actions, and the conflict's message. */
export function SelectionBar({
  selection,
  rows,
  selectPageId,
}: {
  selection: StaffListSelection;
  rows: readonly StaffApplication[];
  selectPageId: string;
}) {
  const selectable = rows.filter(selection.canSelect);
  const count = selection.selected.length;
  const all = selectable.length > 0 && selectable.every((row) => selection.selected.includes(row.id));
  return (
    <>
      {selection.conflict !== null ? (
        <Alert tone="caution" title={copy.conflictTitle} live="assertive">
          {copy.conflictText(selection.conflict)}
        </Alert>
      ) : null}
      {selectable.length > 0 ? (
        <div role="region" aria-label={copy.bar} className={styles.selectionBar} data-adm-print="hide">
          <div className={styles.selectPage}>
            <input
              id={selectPageId}
              type="checkbox"
              className={styles.checkbox}
              checked={all}
              ref={(input) => {
                if (input) input.indeterminate = count > 0 && !all;
              }}
              disabled={selection.sending}
              onChange={(event) => {
                if (all) selection.onClear();
                else selection.onSelectPage();
                // The browser clears the mixed state on a click; the app's answer sets it anew.
                event.currentTarget.indeterminate = count > 0 && !all;
              }}
            />
            <label htmlFor={selectPageId}>{copy.selectPage}</label>
          </div>
          {/* Always in the page, so the count is announced as it changes. */}
          <p className={styles.selectionCount} role="status">
            {count > 0 ? copy.selected(count) : ''}
          </p>
          {count > 0 ? (
            <div className={styles.actions}>
              <Button
                size="sm"
                data-bulk-opener="accepted"
                disabled={selection.sending}
                onClick={() => selection.onBulk('accepted')}
              >
                {copy.accept}
              </Button>
              <Button
                size="sm"
                tone="critical"
                data-bulk-opener="rejected"
                disabled={selection.sending}
                onClick={() => selection.onBulk('rejected')}
              >
                {copy.reject}
              </Button>
              <Button size="sm" variant="secondary" disabled={selection.sending} onClick={selection.onClear}>
                {copy.clear}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The confirmation that counts the selected rows, with an optional reason for a rejection. */
export function BulkDialog({
  selection,
  returnFocusTo,
}: {
  selection: StaffListSelection;
  /** The id of « Tout sélectionner », focused on closing when the button that opened it is gone. */
  returnFocusTo: string;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const decision = selection.confirming;
  // The decision last confirmed (on closing, the focus goes back to its button); a new
  // confirmation starts without the last one's reason.
  const [opened, setOpened] = useState<BulkDecision>(decision ?? 'accepted');
  const [shownFor, setShownFor] = useState(decision);
  if (decision !== shownFor) {
    setShownFor(decision);
    if (decision) setOpened(decision);
    else setReason('');
  }
  const count = selection.selected.length;
  const cancel = () => {
    if (selection.sending) return;
    setReason('');
    selection.onCancel();
  };
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      onCloseAutoFocus={(event) => {
        // Back to the button that opened it (its focus was lost while the buttons were busy); once
        // decided, the action bar is gone with it: « Tout sélectionner », if rows are left to select.
        const back =
          document.querySelector<HTMLElement>(`[data-bulk-opener="${opened}"]`) ??
          document.getElementById(returnFocusTo);
        if (back) {
          event.preventDefault();
          back.focus();
        }
      }}
      title={decision ? copy.confirmTitle(decision, count) : ''}
      description={decision ? copy.confirmText(count) : undefined}
      footer={
        <>
          <Button variant="secondary" disabled={selection.sending} onClick={cancel}>
            {copy.cancel}
          </Button>
          <Button
            tone={decision === 'rejected' ? 'critical' : 'neutral'}
            busy={selection.sending}
            busyLabel={copy.sending}
            onClick={() => selection.onConfirm(decision === 'rejected' ? reason : '')}
          >
            {decision === 'rejected' ? copy.confirmReject : copy.confirmAccept}
          </Button>
        </>
      }
    >
      {decision === 'rejected' ? (
        <div className={styles.reasonField}>
          <label htmlFor={reasonId} className={styles.selectLabel}>
            {copy.reason(count)}
          </label>
          <textarea
            id={reasonId}
            className={styles.textarea}
            value={reason}
            maxLength={1000}
            rows={3}
            disabled={selection.sending}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
